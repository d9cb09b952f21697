#!/usr/bin/env bash
# Installs Debian packages the e2e level needs (chromium, redis-server, postgresql) when missing.
# Usage: scripts/apt-install.sh PACKAGE...
# One apt-get at a time: `npm test` starts this in the background (scripts/runtimes-early.ts)
# while the e2e may already ask for the same packages; the lock makes that ask wait, and the
# packages are checked again once it holds the lock, so each one is installed once.
# ZID_RUNTIME_DIR moves the lock with the runtimes (.n8n-runtime/ by default).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RT="${ZID_RUNTIME_DIR:-$ROOT/.n8n-runtime}"
mkdir -p "$RT"
exec 7>"$RT/.apt.lock"
flock 7
missing=()
for package in "$@"; do
  status="$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)"
  [ "$status" = "install ok installed" ] || missing+=("$package")
done
[ "${#missing[@]}" -eq 0 ] && exit 0
echo "[apt-install] installing ${missing[*]} with apt-get (first run only)" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update >&2
apt-get install -y --no-install-recommends "${missing[@]}" >&2
