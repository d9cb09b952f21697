/**
 * Lets bench code use test/helpers (n8n-core's real execution context) outside jest:
 * - test/helpers/n8n.ts registers an afterAll hook when imported; here it is a no-op;
 * - `import ... from '.../Zid.node'` must reach Zid.node.ts, but tsx's resolver picks the codex
 *   file Zid.node.json next to it (jest is told the order by moduleFileExtensions).
 */
import Module from 'node:module';

const g = globalThis as unknown as { afterAll?: (fn: () => void) => void };
g.afterAll ??= () => undefined;

const resolver = Module as unknown as {
	_resolveFilename: (request: string, ...rest: unknown[]) => string;
};
const original = resolver._resolveFilename;
resolver._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
	return original.call(
		this,
		/[\\/]Zid(Trigger|AppTrigger|PollingTrigger)?\.node$/.test(request) ? `${request}.ts` : request,
		...rest,
	);
};
export {};
