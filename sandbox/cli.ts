/**
 * `npm run sandbox -- --port 8787 [--seed N] [--store-id N] [--mode live|contract] [--orders N] [--customers N] [--products N] [--no-rate-limit] [--quiet]`
 * Prints one JSON line (urls, client credentials, a token pair), then one line per request.
 */
import { startSandbox, type SandboxInfo, type SandboxOptions, type Tokens } from './index';

const USAGE = `Usage: npm run sandbox -- [options]

Starts the Zid sandbox (a local, in-memory Zid API) and prints one JSON line
{"url","apiBaseUrl","oauthUrl","clientId","clientSecret","tokens":{...}}, then one line per request.

Options:
  --port N           port to listen on (default: a free one)
  --host NAME        address to listen on (default 127.0.0.1)
  --seed N           data seed (default 42): the same seed gives the same store all day
  --store-id N       the store's id (default 37213): sandboxes with different ids are different stores
  --mode NAME        live (default): answer as live Zid stores did where they differ from the contract; contract
  --orders N         orders in the store (default 500)
  --customers N      customers (default 300)
  --products N       products (default 200)
  --no-rate-limit    no 429s (default: 60 requests, draining 1 a second)
  --quiet            do not log requests
  --help             show this text
`;

class UsageError extends Error {}

/** A flag's value: a whole number within [min, max]. */
function wholeNumber(
	flag: string,
	value: string | undefined,
	min: number,
	max = Number.MAX_SAFE_INTEGER,
): number {
	const n = Number(value);
	if (value === undefined || value.trim() === '' || !Number.isInteger(n))
		throw new UsageError(`${flag} needs a whole number`);
	if (n < min || n > max) {
		const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `between ${min} and ${max}`;
		throw new UsageError(`${flag} must be ${range}, not ${n}`);
	}
	return n;
}

function parseArgs(argv: string[]): SandboxOptions | 'help' {
	const options: SandboxOptions = { counts: {} };
	for (let i = 0; i < argv.length; i++) {
		const flag = argv[i];
		const count = (): number => wholeNumber(flag, argv[++i], 0);
		if (flag === '--help' || flag === '-h') return 'help';
		else if (flag === '--port') options.port = wholeNumber(flag, argv[++i], 0, 65_535);
		else if (flag === '--host') {
			const host = argv[++i];
			if (!host) throw new UsageError('--host needs a name or address');
			options.host = host;
		} else if (flag === '--seed')
			options.seed = wholeNumber(flag, argv[++i], Number.MIN_SAFE_INTEGER);
		else if (flag === '--store-id') options.storeId = wholeNumber(flag, argv[++i], 1);
		else if (flag === '--mode') {
			const mode = argv[++i];
			if (mode !== 'live' && mode !== 'contract')
				throw new UsageError('--mode needs live or contract');
			options.mode = mode;
		} else if (flag === '--orders') options.counts = { ...options.counts, orders: count() };
		else if (flag === '--customers') options.counts = { ...options.counts, customers: count() };
		else if (flag === '--products') options.counts = { ...options.counts, products: count() };
		else if (flag === '--no-rate-limit') options.rateLimit = false;
		else if (flag === '--quiet') options.quiet = true;
		else throw new UsageError(`unknown option ${flag}`);
	}
	return options;
}

async function main(): Promise<void> {
	const options = parseArgs(process.argv.slice(2));
	if (options === 'help') {
		process.stdout.write(USAGE);
		return;
	}
	const sandbox = await startSandbox({ quiet: false, ...options });
	const { url, apiBaseUrl, oauthUrl, clientId, clientSecret } = sandbox;
	const first: SandboxInfo & { tokens: Tokens } = {
		url,
		apiBaseUrl,
		oauthUrl,
		clientId,
		clientSecret,
		tokens: sandbox.issueTokens(),
	};
	process.stdout.write(`${JSON.stringify(first)}\n`);
	const stop = (): void => {
		sandbox.close().then(
			() => process.exit(0),
			() => process.exit(1),
		);
	};
	process.once('SIGINT', stop);
	process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
	process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
	if (error instanceof UsageError) process.stderr.write(`\n${USAGE}`);
	process.exit(error instanceof UsageError ? 2 : 1);
});
