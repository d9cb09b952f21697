/**
 * k. The Zid API credential's Test button, through n8n's own route (`POST /rest/credentials/test`,
 * what the credential dialog calls) of a running `n8n start`: good tokens pass; a wrong Manager
 * Token and a wrong Authorization Token each get the credential's message saying which token is
 * which (n8n 1.123 used to show only "Authorization failed - please check your credentials"); a
 * store answering 500 fails the test with what to check. The sandbox must have seen one profile
 * read per test.
 */
import { REFUSED_TOKENS } from '../../../nodes/shared/transport/errors/zidError';
import {
	apiCalls,
	check,
	CREDS,
	equal,
	freshN8n,
	importSandboxCredentials,
	type Context,
	type Scenario,
} from '../harness';

interface TestResult {
	status?: string;
	message?: string;
}

export const credentialTest: Scenario = {
	name: "k. The Zid API credential's Test says which token is which (n8n's credential test route)",
	workflows: [],
	timeoutMs: 120_000,
	async run(ctx: Context) {
		const n8n = freshN8n(ctx);
		const { token } = await importSandboxCredentials(ctx, n8n, { token: true });
		await n8n.start();
		await n8n.setupOwnerAndLogin();
		const data = {
			authorizationToken: token!.authorization,
			managerToken: token!.access_token,
			storeId: '',
			baseUrl: ctx.sandbox.info.apiBaseUrl,
		};
		const test = async (change: Record<string, string>): Promise<TestResult> => {
			const answer = await n8n.rest<TestResult>('POST', '/credentials/test', {
				credentials: {
					id: CREDS.token.id,
					name: CREDS.token.name,
					type: 'zidApi',
					data: { ...data, ...change },
				},
			});
			return answer.data;
		};

		await ctx.sandbox.clearRequests();
		const good = await test({});
		equal(good.status, 'OK', `good tokens: ${good.message}`);

		for (const [what, change] of [
			['a wrong Manager Token', { managerToken: 'not-a-zid-token' }],
			['a wrong Authorization Token', { authorizationToken: 'not-a-zid-token' }],
		] as const) {
			const result = await test(change);
			check(
				result.status === 'Error' && result.message === REFUSED_TOKENS.zidApi,
				`${what}: the credential's message`,
				result,
			);
			ctx.log(`${what}: ${result.message}`);
		}

		await ctx.sandbox.setFaults({ rate500: 1 });
		const down = await test({});
		await ctx.sandbox.setFaults(null);
		check(
			down.status === 'Error' && /^Zid did not send the store's profile/.test(down.message ?? ''),
			'a 500 answer: what to check',
			down,
		);

		const calls = apiCalls(await ctx.sandbox.traffic()).map((c) => `${c.path} ${c.status}`);
		equal(
			calls.join(', '),
			['200', '401', '401', '500'].map((s) => `/v1/managers/account/profile ${s}`).join(', '),
			'one profile read per test',
		);
	},
};
