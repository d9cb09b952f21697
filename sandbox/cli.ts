/**
 * `npm run sandbox -- --port 8787 [--seed N] [--orders N] [--customers N] [--products N] [--no-rate-limit] [--quiet]`
 * Prints one JSON line (urls, client credentials, a token pair), then one line per request.
 */
import { startSandbox, type SandboxOptions } from './index';

function parseArgs(argv: string[]): SandboxOptions {
	const options: SandboxOptions = { counts: {} };
	const number = (flag: string, value: string | undefined): number => {
		const n = Number(value);
		if (value === undefined || !Number.isFinite(n)) throw new Error(`${flag} needs a number`);
		return n;
	};
	for (let i = 0; i < argv.length; i++) {
		const flag = argv[i];
		const next = (): number => number(flag, argv[++i]);
		if (flag === '--port') options.port = next();
		else if (flag === '--host') options.host = argv[++i];
		else if (flag === '--seed') options.seed = next();
		else if (flag === '--orders') options.counts = { ...options.counts, orders: next() };
		else if (flag === '--customers') options.counts = { ...options.counts, customers: next() };
		else if (flag === '--products') options.counts = { ...options.counts, products: next() };
		else if (flag === '--no-rate-limit') options.rateLimit = false;
		else if (flag === '--quiet') options.quiet = true;
		else throw new Error(`unknown option ${flag}`);
	}
	return options;
}

async function main(): Promise<void> {
	const sandbox = await startSandbox({ quiet: false, ...parseArgs(process.argv.slice(2)) });
	const { url, apiBaseUrl, oauthUrl, clientId, clientSecret } = sandbox;
	process.stdout.write(`${JSON.stringify({ url, apiBaseUrl, oauthUrl, clientId, clientSecret, tokens: sandbox.issueTokens() })}\n`);
	const stop = (): void => {
		sandbox.close().then(() => process.exit(0), () => process.exit(1));
	};
	process.once('SIGINT', stop);
	process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
	process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
	process.exit(1);
});
