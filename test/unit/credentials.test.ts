import type { IAuthenticateRuleResponseSuccessBody, INodeProperties } from 'n8n-workflow';
import { ZidApi } from '../../credentials/ZidApi.credentials';
import { ZidOAuth2Api } from '../../credentials/ZidOAuth2Api.credentials';
import { RESOURCES } from '../../nodes/Zid/actions/resources';
import { ENDPOINTS, type Endpoint } from '../../nodes/shared/endpoints';
import { REFUSED_TOKENS } from '../../nodes/shared/transport/errors/zidError';

const oauth2 = new ZidOAuth2Api();
const token = new ZidApi();
const property = (properties: INodeProperties[], name: string) =>
	properties.find((p) => p.name === name);

describe("the OAuth2 credential's setup note", () => {
	const notice = property(oauth2.properties, 'setupNotice')!;
	const lines = notice.displayName.split('<br>');

	test('comes first and says where to create the app, what to paste and what to copy back', () => {
		expect(oauth2.properties[0]).toBe(notice);
		expect(notice.type).toBe('notice');
		expect(notice.displayName).toContain(
			'<a href="https://partner.zid.sa" target="_blank">Zid Partner Dashboard</a>',
		);
		// Numbered steps a merchant who never saw the dashboard can follow, install on their store included.
		const steps = lines.filter((line) => /^\d\. /.test(line));
		expect(steps.map((step) => step[0])).toEqual(['1', '2', '3', '4', '5']);
		expect(notice.displayName).toMatch(/Copy the OAuth Redirect URL shown in this dialog/);
		expect(notice.displayName).toMatch(/Paste the app's Client ID and Client Secret here/);
		expect(notice.displayName).toMatch(/this installs the app on your store/);
	});

	test('the token credential sends a merchant to the OAuth2 one', () => {
		const audience = property(new ZidApi().properties, 'audienceNotice')!;
		expect(audience.type).toBe('notice');
		expect(audience.displayName).toMatch(/use the Zid OAuth2 API credential instead/);
	});

	test('lists the scopes each resource needs, as the catalogue names them', () => {
		expect(lines).toEqual(
			expect.arrayContaining([
				'Abandoned Cart: abandoned_carts.read',
				'Order: Order.create, orders.read, orders.read_write',
				'Reverse Order: orders.read_write',
				'Product Review: products.read',
				'Webhook: webhooks.read_write',
				// Catalogue-service endpoints: the store ID is read from the manager profile first.
				'Store Location: account.read, inventories.read_write',
				'Bundle Offer, Coupon, Store Setting: none named by Zid',
			]),
		);
		// Resources are named as in the node's Resource picker, each on one line only.
		const table = lines.slice(
			lines.findIndex((line) => line.startsWith('<b>Scopes by resource</b>')) + 2,
		);
		const named = table.flatMap((line) => line.split(': ')[0].split(', '));
		expect([...named].sort()).toEqual(RESOURCES.map((r) => r.name).sort());
		// Every scope of the catalogue appears in the note.
		const scopes = new Set(
			Object.values(ENDPOINTS).flatMap((entries) =>
				(Object.values(entries) as Endpoint[]).map((e) => e.scope),
			),
		);
		for (const scope of scopes) if (scope) expect(notice.displayName).toContain(scope);
	});
});

describe('Response Language on both credentials', () => {
	test.each([
		['Zid OAuth2 API', oauth2],
		['Zid API', token],
	])('%s: English or Arabic, English by default', (_name, credential) => {
		const language = property(credential.properties, 'language')!;
		expect(language.displayName).toBe('Response Language');
		expect(language.default).toBe('en');
		expect(language.options).toEqual([
			expect.objectContaining({ name: 'Arabic', value: 'ar' }),
			expect.objectContaining({ name: 'English', value: 'en' }),
		]);
	});
});

describe('credential tests', () => {
	test("Zid API: reads the manager profile and judges Zid's answer by its body, on every n8n line", () => {
		expect(token.test?.request.url).toBe(ENDPOINTS.account.getProfile.path);
		// Not thrown on a refusal: n8n 1.x would show "Authorization failed" instead of the rules.
		expect(token.test?.request.ignoreHttpStatusErrors).toBe(true);
		const rules = (token.test?.rules ?? []) as IAuthenticateRuleResponseSuccessBody[];
		expect(rules.map((r) => [r.type, r.properties.key, r.properties.value])).toEqual([
			['responseSuccessBody', 'message.code', 'ERROR_SESSION_INVALID'],
			['responseSuccessBody', 'status', 401],
			['responseSuccessBody', 'status', 403],
			['responseSuccessBody', 'user.store.id', undefined],
		]);
		expect(rules[0].properties.message).toBe(REFUSED_TOKENS.zidApi);
		expect(rules[1].properties.message).toBe(REFUSED_TOKENS.zidApi);
		expect(rules[2].properties.message).toContain(
			`the app lacks the "${ENDPOINTS.account.getProfile.scope}" scope`,
		);
		expect(rules[3].properties.message).toContain('Check both tokens');
	});

	test('Zid OAuth2: no test request (n8n would sign it with the wrong token and renew the tokens on every test)', () => {
		expect((oauth2 as { test?: unknown }).test).toBeUndefined();
	});
});

describe('the token credential signs requests with a function', () => {
	const sign = token.authenticate as (
		credentials: object,
		options: object,
	) => Promise<{ url: string; headers: Record<string, string> }>;

	test("both tokens under Zid's header names, trimmed, next to the request's own headers, input untouched", async () => {
		const options = {
			url: '/managers/account/profile',
			headers: { Accept: 'application/json', 'Store-Id': '7' },
		};
		const signed = await sign(
			{ authorizationToken: ' app-token\n', managerToken: '\tstore-token ' },
			options,
		);
		expect(signed.url).toBe('/managers/account/profile');
		expect(signed.headers).toEqual({
			Accept: 'application/json',
			'Store-Id': '7',
			Authorization: 'Bearer app-token',
			'X-Manager-Token': 'store-token',
			'Access-Token': 'store-token',
			Role: 'Manager',
		});
		expect(options.headers).toEqual({ Accept: 'application/json', 'Store-Id': '7' });
	});

	test('a request without headers gets them too', async () => {
		const signed = await sign({ authorizationToken: 'a', managerToken: 'm' }, { url: '/x' });
		expect(signed.headers.Authorization).toBe('Bearer a');
		expect(signed.headers['X-Manager-Token']).toBe('m');
	});
});
