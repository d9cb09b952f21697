/**
 * i. Pickers in the editor: a workflow of fourteen Zid nodes, one operation each across nine
 * resources (workflows/editor-pickers.json, on the token credential), opened one by one in the
 * editor of a running `n8n start` (Debian's chromium). For each, the node's Resource and Operation
 * are checked, its picker (a "From list" resource locator, or a dropdown of loadOptions) is opened,
 * and the options shown must be the sandbox's records, read from the sandbox's own database (an
 * order's code, a customer's email, a product's SKU, ...), and the sandbox's request log must hold
 * the listing request with the path and paging the node sends. A screenshot of each open picker
 * goes to test/e2e/artifacts/pickers-<n8n version>-NN-<node>.png.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { laravelIso } from '../../../sandbox/core/dates';
import { OWNER, type N8n } from '../../../scripts/lib/n8n';
import { sleep } from '../../../scripts/lib/proc';
import type { RecordedRequest, SandboxClient, Tokens } from '../../../scripts/lib/sandbox';
import {
	apiCalls,
	check,
	CREDS,
	describeRequest,
	equal,
	freshN8n,
	importSandboxCredentials,
	loadWorkflow,
	saveArtifact,
	type Context,
	type Scenario,
} from '../harness';
import { ensureChromium, launchChromium } from './browser';

const WORKFLOW_FILE = 'editor-pickers.json';

// ---- the editor, shared with scripts/screenshots.ts ----

/**
 * Debian's chromium with a context where nothing leaves the machine: the editor's calls elsewhere
 * (n8n banners, npm metadata of community nodes, web fonts) are refused and listed in `refused`.
 */
export async function launchEditorBrowser(
	refused: string[] = [],
): Promise<{ chrome: Browser; context: BrowserContext }> {
	const chrome = await launchChromium();
	const context = await chrome.newContext({ viewport: { width: 1440, height: 900 } });
	await context.route('**/*', async (route) => {
		const url = new URL(route.request().url());
		if (!/^https?:$/.test(url.protocol) || ['127.0.0.1', 'localhost'].includes(url.hostname))
			return route.continue();
		refused.push(`${url.origin}${url.pathname}`);
		return route.abort('blockedbyclient');
	});
	return { chrome, context };
}

/** Signs the owner in (set up beforehand with N8n.setupOwnerAndLogin). */
export async function signIn(page: Page, n8n: N8n, waitMs: number): Promise<void> {
	await page.goto(`${n8n.editorUrl}/signin`, { waitUntil: 'domcontentloaded' });
	await page.fill('input[name=emailOrLdapLoginId], input[name=email]', OWNER.email);
	await page.fill('input[name=password]', OWNER.password);
	await page.click('[data-test-id=form-submit-button]');
	await page.waitForURL((url) => !/\/(setup|signin)/.test(url.pathname), {
		timeout: waitMs,
		waitUntil: 'commit',
	});
}

/** Opens a workflow on the canvas and waits for its nodes. */
export async function openWorkflow(page: Page, n8n: N8n, workflowId: string): Promise<void> {
	await page.goto(`${n8n.editorUrl}/workflow/${workflowId}`, { waitUntil: 'domcontentloaded' });
	await page.locator('[data-test-id=canvas-node]').first().waitFor();
}

/** Opens a node's details view from the canvas (both lines mark canvas nodes with data-node-name). */
export async function openNode(page: Page, name: string): Promise<void> {
	await page.locator(`[data-test-id=canvas-node][data-node-name="${name}"]`).dblclick();
	await page.locator('[data-test-id=ndv]').waitFor();
}

/** Back to the canvas: 1.x has "Back to canvas", 2.x a close button (Escape only closes a dropdown there). */
export async function closeNode(page: Page): Promise<void> {
	await page
		.locator('[data-test-id=ndv-close-button]:visible, [data-test-id=back-to-canvas]:visible')
		.first()
		.click();
	await page.locator('[data-test-id=ndv]').waitFor({ state: 'hidden' });
}

/** The value a parameter's dropdown shows (Resource, Operation). */
async function shownValue(page: Page, parameter: string): Promise<string> {
	return (
		await page.locator(`[data-test-id=parameter-input-${parameter}] input`).first().inputValue()
	).trim();
}

/**
 * The options of a node's picker, once their number has held still for `quietMs`: a resource
 * locator in "From list" mode (`locator`), or a dropdown of loadOptions (`dropdown`). n8n 2.x reads
 * a list search's next page by itself soon after the first, hence the wait for it to settle.
 */
export async function openPicker(
	page: Page,
	kind: 'locator' | 'dropdown',
	parameter: string,
	waitMs: number,
	quietMs: number,
): Promise<string[]> {
	let items: Locator;
	if (kind === 'locator') {
		await page
			.locator(`[data-test-id=resource-locator-${parameter}] [data-test-id=rlc-input]`)
			.click();
		items = page.locator('[data-test-id=rlc-item]:visible');
	} else {
		const input = page.locator(`[data-test-id=parameter-input-${parameter}]`);
		await input.waitFor();
		// n8n disables the select while its options load.
		const deadline = Date.now() + waitMs;
		while ((await input.locator('input[disabled]').count()) && Date.now() < deadline)
			await sleep(200);
		await input.click();
		items = page.locator('.el-select-dropdown__item:visible');
	}
	await items.first().waitFor({ timeout: waitMs });
	const deadline = Date.now() + waitMs;
	let count = await items.count();
	let since = Date.now();
	while (Date.now() - since < quietMs) {
		if (Date.now() > deadline)
			throw new Error(
				`the options of ${parameter} kept changing for ${Math.round(waitMs / 1000)} s (last ${count})`,
			);
		await sleep(100);
		const now = await items.count();
		if (now !== count) [count, since] = [now, Date.now()];
	}
	// A dropdown option may carry a description under its name: the name is the headline.
	return items.evaluateAll((elements) =>
		elements.map(
			(element) => (element.querySelector('.option-headline') ?? element).textContent?.trim() ?? '',
		),
	);
}

// ---- what each picker must show ----

/**
 * The parts the node joins a label from (" · ", " / ", " › " in nodes/shared/labels.ts and
 * optionLabels.ts), without bidi isolate marks or the " (inactive)" / " (disabled)" a record's label may end with.
 */
function labelParts(label: string): string[] {
	return label
		.replace(/[\u2066-\u2069]/g, '')
		.replace(/ \((inactive|disabled)\)$/, '')
		.split(/ · | \/ | › /)
		.map((part) => part.trim());
}

function names(label: string, key: string): boolean {
	return label.replace(/[\u2066-\u2069]/g, '') === key || labelParts(label).includes(key);
}

const en = (name: unknown) => (name as { en: string }).en;

/** Zid's statuses as the node names them (nodes/Zid/descriptions/options.ts ORDER_STATUSES). */
const STATUS_NAMES: Record<string, string> = {
	new: 'New',
	preparing: 'Preparing',
	ready: 'Ready',
	indelivery: 'In Delivery',
	delivered: 'Delivered',
	cancelled: 'Cancelled',
};

/** Subscriptions made through the API before the editor opens (the seed has none). */
const WEBHOOKS = [
	{ event: 'order.create', original_id: 7, subscriber: 'e2e-pickers' },
	{ event: 'product.update', original_id: 8, subscriber: 'e2e-pickers' },
];

interface PickerCase {
	/** The node in workflows/editor-pickers.json. */
	node: string;
	/** Resource and Operation as the node's form shows them. */
	shows: [string, string];
	parameter: string;
	kind: 'locator' | 'dropdown';
	/** The listing request: path under the API base and query members it carries. */
	request: { path: string; query?: Record<string, string> };
	/** Keys of the sandbox's records: each option names one (a whole label or one part of it). */
	keys(zid: SandboxClient): Promise<string[]>;
	/** `all`: every record is listed; a number: the page size (a page at a time, as n8n asks for more). */
	lists: 'all' | number;
	/** Options listed besides the records (Zid's own order statuses). */
	fixed?: string[];
}

const PAGE = { page: '1', per_page: '50' };
const PRODUCT_PAGE = { page: '1', page_size: '50' };

const CASES: PickerCase[] = [
	{
		node: 'Get order',
		shows: ['Order', 'Get'],
		parameter: 'orderId',
		kind: 'locator',
		request: { path: '/managers/store/orders', query: PAGE },
		keys: async (zid) => (await zid.db<{ code: string }>('orders')).map((o) => `#${o.code}`),
		lists: 50,
	},
	{
		node: 'Update order status',
		shows: ['Order', 'Update Status'],
		parameter: 'orderStatus',
		kind: 'dropdown',
		request: { path: '/managers/store/orders/custom-statuses' },
		keys: async (zid) =>
			(await zid.db<{ parent_code: string; name: unknown }>('customStatuses')).map(
				(s) => `${STATUS_NAMES[s.parent_code]} › ${en(s.name)}`,
			),
		lists: 'all',
		fixed: Object.values(STATUS_NAMES),
	},
	{
		node: 'Get many orders',
		shows: ['Order', 'Get Many'],
		parameter: 'customerId',
		kind: 'locator',
		request: { path: '/managers/store/customers', query: PAGE },
		keys: async (zid) => (await zid.db<{ email: string }>('customers')).map((c) => c.email),
		lists: 50,
	},
	{
		node: 'Get customer',
		shows: ['Customer', 'Get'],
		parameter: 'customerId',
		kind: 'locator',
		request: { path: '/managers/store/customers', query: PAGE },
		keys: async (zid) => (await zid.db<{ email: string }>('customers')).map((c) => c.email),
		lists: 50,
	},
	{
		node: 'Get product',
		shows: ['Product', 'Get'],
		parameter: 'productId',
		kind: 'locator',
		request: { path: '/products/', query: PRODUCT_PAGE },
		keys: async (zid) => (await zid.db<{ sku: string }>('products')).map((p) => p.sku),
		lists: 50,
	},
	{
		node: 'Create product',
		shows: ['Product', 'Create'],
		parameter: 'categoryIds',
		kind: 'dropdown',
		request: { path: '/managers/store/categories' },
		keys: async (zid) => (await zid.db<{ name: unknown }>('categories')).map((c) => en(c.name)),
		lists: 'all',
	},
	{
		node: 'Get coupon',
		shows: ['Coupon', 'Get'],
		parameter: 'couponId',
		kind: 'locator',
		request: { path: '/managers/store/coupons', query: PAGE },
		keys: async (zid) => (await zid.db<{ code: string }>('coupons')).map((c) => c.code),
		lists: 'all',
	},
	{
		node: 'Create coupon',
		shows: ['Coupon', 'Create'],
		parameter: 'applyToIds',
		kind: 'dropdown',
		request: { path: '/products/' },
		keys: async (zid) => (await zid.db<{ sku: string }>('products')).map((p) => p.sku),
		lists: 'all',
	},
	{
		node: 'Get category',
		shows: ['Product Category', 'Get'],
		parameter: 'categoryId',
		kind: 'locator',
		request: { path: '/managers/store/categories' },
		keys: async (zid) => (await zid.db<{ name: unknown }>('categories')).map((c) => en(c.name)),
		lists: 'all',
	},
	{
		node: 'Get store location',
		shows: ['Store Location', 'Get'],
		parameter: 'storeLocationId',
		kind: 'locator',
		request: { path: '/locations/' },
		keys: async (zid) => (await zid.db<{ name: unknown }>('locations')).map((l) => en(l.name)),
		lists: 'all',
	},
	{
		node: 'Get inventory address',
		shows: ['Store Location', 'Get Inventory Address'],
		parameter: 'inventoryAddressId',
		kind: 'locator',
		request: { path: '/managers/store/inventory-addresses' },
		keys: async (zid) =>
			(await zid.db<{ short_address: string }>('inventoryAddresses')).map((a) => a.short_address),
		lists: 'all',
	},
	{
		node: 'Get abandoned cart',
		shows: ['Abandoned Cart', 'Get'],
		parameter: 'cartId',
		kind: 'locator',
		request: { path: '/managers/store/abandoned-carts', query: PRODUCT_PAGE },
		// A cart is named by its customer (or Guest), total, phase and creation time, which Zid sends
		// Laravel-style ("2026-11-23T16:38:39.727000Z") and the label shows as "2026-11-23 16:38:39 UTC".
		keys: async (zid) =>
			(await zid.db<{ created_at: string }>('abandonedCarts')).map((c) =>
				laravelIso(c.created_at).replace(
					/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})\.\d+Z$/,
					'$1 $2 UTC',
				),
			),
		lists: 50,
	},
	{
		node: 'Delete webhooks',
		shows: ['Webhook', 'Delete by Original ID'],
		parameter: 'originalId',
		kind: 'locator',
		request: { path: '/managers/webhooks' },
		keys: async (zid) =>
			(await zid.db<{ original_id: number }>('webhooks')).map((w) => String(w.original_id)),
		lists: 'all',
	},
	{
		node: 'Update cashback rule',
		shows: ['Loyalty Program', 'Update Cashback Rule'],
		parameter: 'ruleId',
		kind: 'locator',
		request: { path: '/managers/loyalty-program/list-data' },
		keys: async (zid) =>
			(await zid.db<{ external_id: string }>('cashbackRules')).map((r) => r.external_id),
		lists: 'all',
	},
];

/** Two webhook subscriptions through the API, so Delete by Original ID has original IDs to list. */
async function subscribeWebhooks(zid: SandboxClient, tokens: Tokens): Promise<void> {
	for (const hook of WEBHOOKS) {
		const response = await fetch(`${zid.info.apiBaseUrl}/managers/webhooks`, {
			method: 'POST',
			headers: {
				authorization: `Bearer ${tokens.authorization}`,
				'x-manager-token': tokens.access_token,
				'content-type': 'application/json',
				accept: 'application/json',
			},
			body: JSON.stringify({
				...hook,
				target_url: `http://127.0.0.1:9/e2e-pickers/${hook.original_id}`,
			}),
		});
		if (!response.ok)
			throw new Error(
				`POST /managers/webhooks answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
			);
	}
}

/** What the sandbox logged while one picker opened: the listing requests must be there, none refused. */
function checkRequests(c: PickerCase, shown: number, traffic: RecordedRequest[]): string {
	const calls = apiCalls(traffic);
	const refused = calls.filter((r) => r.status >= 400);
	check(
		refused.length === 0,
		`${c.node}: no API call refused while the picker opened`,
		refused.map(describeRequest),
	);
	const path = `/v1${c.request.path}`;
	const listing = calls.filter((r) => r.method === 'GET' && r.path === path);
	check(
		listing.length > 0,
		`${c.node}: the sandbox logged GET ${path}`,
		calls.map(describeRequest),
	);
	for (const [key, value] of Object.entries(c.request.query ?? {}))
		equal(listing[0].query[key], value, `${c.node}: ${key} of the first GET ${path}`);
	if (typeof c.lists === 'number') {
		const size = c.lists;
		// One full page per request; n8n asks for the next page itself (2.x does soon after the first).
		equal(
			shown,
			size * listing.length,
			`${c.node}: options shown for ${listing.length} page(s) of ${size} (${listing.map(describeRequest).join(', ')})`,
		);
		listing.forEach((r, index) =>
			equal(r.query.page, String(index + 1), `${c.node}: page of listing request ${index + 1}`),
		);
	}
	return listing.map(describeRequest).join(', ');
}

/** Every option names a record of the sandbox (or is one of `fixed`), each at most once; with `all`, every record is there. */
function checkOptions(c: PickerCase, options: string[], keys: string[]): void {
	const fixed = c.fixed ?? [];
	const unknown: string[] = [];
	const named = new Map<string, string>();
	for (const option of options) {
		if (fixed.includes(option)) continue;
		const key = keys.find((k) => names(option, k));
		if (key === undefined) unknown.push(option);
		else {
			check(!named.has(key), `${c.node}: "${key}" listed once`, [named.get(key), option]);
			named.set(key, option);
		}
	}
	check(
		unknown.length === 0,
		`${c.node}: every option is a sandbox record (${unknown.length} of ${options.length} are not)`,
		unknown.slice(0, 5),
	);
	for (const name of fixed)
		check(options.includes(name), `${c.node}: option "${name}" listed`, options);
	if (c.lists === 'all') {
		const missing = keys.filter((k) => !named.has(k));
		check(
			missing.length === 0,
			`${c.node}: all ${keys.length} sandbox records listed (${missing.length} missing)`,
			missing.slice(0, 5),
		);
	}
}

function slug(text: string): string {
	return text
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '');
}

export const pickers: Scenario = {
	name: 'i. Pickers of 14 operations list the sandbox records in the editor (chromium)',
	workflows: [WORKFLOW_FILE],
	timeoutMs: 300_000,
	async run(ctx: Context) {
		await ensureChromium(ctx);
		const n8n = freshN8n(ctx);
		const { token } = await importSandboxCredentials(ctx, n8n, { token: true });
		const workflow = loadWorkflow(WORKFLOW_FILE, {
			CREDENTIAL_ID: CREDS.token.id,
			CREDENTIAL_NAME: CREDS.token.name,
		});
		await n8n.importWorkflow(workflow);
		await subscribeWebhooks(ctx.sandbox, token!);
		let t = Date.now();
		await n8n.start();
		await n8n.setupOwnerAndLogin();
		ctx.timings['n8n start'] = Date.now() - t;
		const waitMs = Math.round(30_000 * ctx.timeScale);
		const quietMs = Math.round(1_500 * ctx.timeScale);

		let chrome: Browser | undefined;
		const refused: string[] = [];
		try {
			const browser = await launchEditorBrowser(refused);
			chrome = browser.chrome;
			const page = await browser.context.newPage();
			page.setDefaultTimeout(waitMs);
			await signIn(page, n8n, waitMs);
			await openWorkflow(page, n8n, workflow.id);

			t = Date.now();
			for (const [index, c] of CASES.entries()) {
				const started = Date.now();
				await ctx.sandbox.clearRequests();
				await openNode(page, c.node);
				equal(
					[await shownValue(page, 'resource'), await shownValue(page, 'operation')],
					c.shows,
					`${c.node}: Resource and Operation shown`,
				);
				const options = await openPicker(page, c.kind, c.parameter, waitMs, quietMs);
				const shot = saveArtifact(
					`pickers-${n8n.version}-${String(index + 1).padStart(2, '0')}-${slug(c.node)}.png`,
					await page.screenshot(),
				);
				checkOptions(c, options, await c.keys(ctx.sandbox));
				const requests = checkRequests(c, options.length, await ctx.sandbox.traffic());
				ctx.log(
					`${c.shows.join(' › ')}: ${c.parameter} lists ${options.length} (${requests}; ${((Date.now() - started) / 1000).toFixed(1)} s) ${shot.replace(/^.*\/test\/e2e\//, 'test/e2e/')}`,
				);
				await closeNode(page);
			}
			ctx.timings[`${CASES.length} pickers`] = Date.now() - t;
		} catch (error) {
			const page = chrome?.contexts()[0]?.pages().slice(-1)[0];
			if (page)
				ctx.log(
					`screenshot at failure: ${saveArtifact(`pickers-failure-${n8n.version}.png`, await page.screenshot().catch(() => Buffer.from('')))}`,
				);
			throw error;
		} finally {
			await chrome?.close().catch(() => undefined);
		}
		if (refused.length)
			ctx.log(`refused off-machine requests from the editor: ${[...new Set(refused)].join(', ')}`);
	},
};
