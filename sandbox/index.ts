/**
 * The Zid sandbox: a local, in-memory, Zid-compatible HTTP server (see sandbox/CONTRACT.md and
 * sandbox/README.md).
 */
import { SandboxServer } from './server';
import type { Sandbox, SandboxOptions } from './core/types';
import { ALL_ROUTES } from './routes';

export type {
	ChurnCollection,
	ChurnEvent,
	ChurnLog,
	ChurnOptions,
	FaultOptions,
	ListFaultOptions,
	OAuthOptions,
	RateLimitOptions,
	RecordedRequest,
	Sandbox,
	SandboxCounts,
	SandboxInfo,
	SandboxMode,
	SandboxOptions,
	BundleOfferDays,
	Tokens,
} from './core/types';
export type * from './db';
export { ALL_SCOPES, SCOPES } from './core/scopes';
export type { RouteContext, RouteDef, RouteResult } from './core/router';

/** Starts a sandbox on 127.0.0.1 (random port unless `port` is given). Quiet by default under Jest. */
export async function startSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
	const quiet = opts.quiet ?? process.env.JEST_WORKER_ID !== undefined;
	const server = new SandboxServer({ ...opts, quiet }, ALL_ROUTES);
	await server.listen();
	return server;
}
