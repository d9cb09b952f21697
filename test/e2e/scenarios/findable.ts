/**
 * h. Findable: in the editor of a running `n8n start` (Debian's chromium), the node panel's search
 * finds Zid by the words a merchant types (test/package/package.ts MERCHANT_WORDS; n8n matches
 * node names and codex aliases, and shows no per-node action search for community nodes):
 * the action node from "What happens next?" after a trigger, Zid Trigger from the first-step panel
 * of an empty workflow. A word that is no alias must not find it, so the search really filters.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { OWNER } from '../../../scripts/lib/n8n';
import { sleep } from '../../../scripts/lib/proc';
import { MERCHANT_WORDS } from '../../package/package';
import { actionOf } from '../../helpers/actions';
import { RESOURCES } from '../../../nodes/Zid/actions/resources';
import { check, freshN8n, saveArtifact, type Context, type Scenario } from '../harness';
import { ensureChromium, launchChromium } from './browser';

/** A workflow holding only a Manual Trigger, so the node panel opens on its actions view. */
const WORKFLOW = {
	id: 'e2eFindableZid01',
	name: 'e2e: find Zid in the node panel',
	active: false,
	settings: { executionOrder: 'v1' },
	nodes: [
		{
			id: '5b1c6f0e-2f4e-4a7d-9c61-000000000001',
			name: 'Start',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
	],
	connections: {},
};

/** Words that match no Zid name or alias, with an n8n node they do find (proof the list has rendered). */
const NOT_ZID = { word: 'spreadsheet', finds: /^Google Sheets$/ };

/**
 * The ten things merchants do most, each after a search for the word a merchant would type and a
 * click on the node that search offers for it: "new orders" is the trigger's Order Created from the
 * first-step panel (n8n shows Zid Trigger there as "Zid"), the rest are actions of a domain node
 * reached after a trigger ("low stock" is Product > Get Many with its stock filter).
 */
const EVERYDAY_TASKS: Array<{ task: string; word: string; node: string; key: string }> = [
	{ task: 'new orders', word: 'order', node: 'Zid', key: 'trigger:order created' },
	{ task: 'orders by date', word: 'order', node: 'Zid Orders', key: 'order.getMany' },
	{ task: 'one order', word: 'order', node: 'Zid Orders', key: 'order.get' },
	{ task: 'update order status', word: 'order', node: 'Zid Orders', key: 'order.updateStatus' },
	{ task: 'create coupon', word: 'coupon', node: 'Zid Coupons & Offers', key: 'coupon.create' },
	{ task: 'set stock', word: 'stock', node: 'Zid Products & Stock', key: 'productStock.update' },
	{
		task: 'add or deduct points',
		word: 'loyalty',
		node: 'Zid Customers & Loyalty',
		key: 'loyalty.adjustCustomerPoints',
	},
	{ task: 'abandoned carts', word: 'cart', node: 'Zid Orders', key: 'abandonedCart.getMany' },
	{ task: 'low stock', word: 'inventory', node: 'Zid Products & Stock', key: 'product.getMany' },
	{ task: 'customers', word: 'customer', node: 'Zid Customers & Loyalty', key: 'customer.getMany' },
];

/**
 * The most action tasks that ordering alone could place within the first `capacity` rows of the
 * Zid node (all resources in one node, the design before the domain nodes): n8n lists
 * a node's actions resource by resource, so a resource's everyday actions (leading it) are on
 * screen only when every resource listed before it fits whole. Tries every order of the resources
 * that hold an everyday action.
 */
function bestByOrdering(capacity: number): number {
	const everyday = EVERYDAY_TASKS.filter((t) => !t.key.startsWith('trigger:')).map((t) => t.key);
	const groups = [...new Set(everyday.map((k) => k.split('.')[0]))].map((resource) => {
		const module = RESOURCES.find((r) => r.value === resource)!.module;
		const picker = module.description.find((p) => p.name === 'operation')!;
		const lead = new Set(everyday.filter((k) => k.startsWith(`${resource}.`))).size;
		return { size: (picker.options ?? []).length, lead };
	});
	let best = 0;
	const visit = (left: typeof groups, used: number, placed: number) => {
		best = Math.max(best, placed);
		for (const g of left) {
			const rest = left.filter((x) => x !== g);
			if (used + g.size <= capacity) visit(rest, used + g.size, placed + g.lead);
			else best = Math.max(best, placed + Math.min(g.lead, Math.max(0, capacity - used)));
		}
	};
	visit(groups, 0, 0);
	return best;
}

/** A new node's name reads at a glance under it on the canvas: short, like "Create a coupon". */
const MAX_NAME = 30;

/** The row text n8n shows for a task: the operation's action, or the trigger's "On <event>". */
function rowText(key: string): RegExp {
	if (key.startsWith('trigger:')) return new RegExp(`^On ${key.slice(8)}$`, 'i');
	const [resource, operation] = key.split('.');
	return new RegExp(`^${actionOf(resource, operation).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** Waits until the number of `rows` stops changing (n8n renders long lists a few rows per frame). */
async function settled(all: Locator, quietMs: number, waitMs: number): Promise<number> {
	const deadline = Date.now() + waitMs;
	let count = -1;
	let since = Date.now();
	while (Date.now() < deadline) {
		const now = await all.count();
		if (now !== count) {
			count = now;
			since = Date.now();
		} else if (count > 0 && Date.now() - since > quietMs) break;
		await sleep(100);
	}
	return count;
}

/**
 * One task: open the node panel, search, click the node named `node` (click 1), then find the task's row. It is
 * within two clicks when the row is on screen and on top at its centre (no scrolling, nothing
 * covers it); then it is clicked (click 2) and the node must land on the canvas under that name.
 */
async function reach(
	page: Page,
	open: () => Promise<void>,
	word: string,
	node: string,
	key: string,
	waitMs: number,
	quietMs: number,
): Promise<{
	position: number;
	rows: number;
	onScreen: boolean;
	/** Action rows whole on the first screen after click 1: what ordering alone can place there. */
	visible: number;
	named?: string;
}> {
	await open();
	await searchBox(page).waitFor();
	await searchBox(page).fill(word);
	const zid = rows(page, new RegExp(`^${node.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)).first();
	await zid.waitFor();
	await zid.click();
	const items = page.locator('[data-test-id=item-iterator-item][data-keyboard-nav-type=action]');
	const total = await settled(items, quietMs, waitMs);
	const text = rowText(key);
	const names = await items.allInnerTexts();
	const position = names.findIndex((n) => text.test(n.trim().split('\n')[0].trim())) + 1;
	const visible = await items.evaluateAll(
		(els) =>
			els.filter((el) => {
				const r = el.getBoundingClientRect();
				return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
			}).length,
	);
	if (!position) return { position, rows: total, onScreen: false, visible };
	const row = items.nth(position - 1);
	const onScreen = await row.evaluate((el) => {
		const r = el.getBoundingClientRect();
		const x = r.left + r.width / 2;
		const y = r.top + r.height / 2;
		if (r.height === 0 || y < 0 || y > window.innerHeight) return false;
		const top = document.elementFromPoint(x, y);
		return !!top && el.contains(top);
	});
	await row.click();
	// A trigger is named after its node (n8n's makeNodeName has no operation to go by).
	const name = key.startsWith('trigger:')
		? 'Zid Trigger'
		: names[position - 1].trim().split('\n')[0].trim();
	await page.keyboard.press('Escape');
	const named = await page
		.locator('[data-test-id=canvas-node]', { hasText: name })
		.first()
		.waitFor({ timeout: waitMs })
		.then(() => name)
		.catch(() => undefined);
	return { position, rows: total, onScreen, visible, named };
}

/**
 * Deletes the canvas node named `name` (selected with a click, then the Delete key) and waits until
 * the canvas holds `left` nodes again; false when that did not happen (the caller loads the page).
 */
async function deleteNode(
	page: Page,
	name: string,
	left: number,
	waitMs: number,
): Promise<boolean> {
	const nodes = page.locator('[data-test-id=canvas-node]');
	try {
		await nodes.filter({ hasText: name }).first().click({ timeout: waitMs });
		await page.keyboard.press('Delete');
		const deadline = Date.now() + waitMs;
		while (Date.now() < deadline) {
			if ((await nodes.count()) === left) return true;
			await sleep(100);
		}
	} catch {
		// Loaded again instead.
	}
	return false;
}

async function signIn(page: Page, base: string, waitMs: number): Promise<void> {
	await page.goto(`${base}/signin`, { waitUntil: 'domcontentloaded' });
	await page.fill('input[name=emailOrLdapLoginId], input[name=email]', OWNER.email);
	await page.fill('input[name=password]', OWNER.password);
	await page.click('[data-test-id=form-submit-button]');
	await page.waitForURL((url) => !/\/(setup|signin)/.test(url.pathname), {
		timeout: waitMs,
		waitUntil: 'commit',
	});
}

function searchBox(page: Page): Locator {
	return page
		.locator('[data-test-id=node-creator-search-bar]')
		.locator('xpath=descendant-or-self::input')
		.first();
}

/** Node rows in the panel whose name matches. */
function rows(page: Page, name: RegExp): Locator {
	return page.locator('[data-test-id=node-creator-item-name]', { hasText: name });
}

/**
 * Types `word` into the node search and reports whether a row named `name` appears. The list is
 * emptied first (no row matches) so a row from the previous search cannot be mistaken for a hit,
 * and n8n renders long lists a few rows per frame, so absence is only trusted once the rows have
 * stopped changing.
 */
async function finds(
	page: Page,
	word: string,
	name: RegExp,
	waitMs: number,
	quietMs: number,
): Promise<boolean> {
	const box = searchBox(page);
	await box.fill('');
	await rows(page, name).first().waitFor({ state: 'detached', timeout: waitMs });
	await box.fill(word);
	const hit = rows(page, name).first();
	const all = page.locator('[data-test-id=node-creator-item-name]');
	const deadline = Date.now() + waitMs;
	let count = -1;
	let since = Date.now();
	while (Date.now() < deadline) {
		if (await hit.count()) return true;
		const now = await all.count();
		if (now !== count) {
			count = now;
			since = Date.now();
		} else if (count > 0 && Date.now() - since > quietMs) {
			return false;
		}
		await sleep(100);
	}
	return false;
}

export const findable: Scenario = {
	name: 'h. Findable: node panel search finds Zid by merchant words (chromium)',
	workflows: [],
	timeoutMs: 480_000,
	async run(ctx: Context) {
		await ensureChromium(ctx);
		const n8n = freshN8n(ctx);
		await n8n.importWorkflow(WORKFLOW);
		let t = Date.now();
		await n8n.start();
		await n8n.setupOwnerAndLogin();
		ctx.timings['n8n start'] = Date.now() - t;
		const base = n8n.editorUrl;
		const waitMs = Math.round(30_000 * ctx.timeScale);
		const quietMs = Math.round(1500 * ctx.timeScale);

		let chrome: Browser | undefined;
		try {
			chrome = await launchChromium();
			const context = await chrome.newContext({ viewport: { width: 1440, height: 900 } });
			// Nothing leaves the machine (n8n's banners, npm metadata of community nodes, fonts).
			await context.route('**/*', async (route) => {
				const url = new URL(route.request().url());
				if (!/^https?:$/.test(url.protocol) || ['127.0.0.1', 'localhost'].includes(url.hostname))
					return route.continue();
				return route.abort('blockedbyclient');
			});
			const page = await context.newPage();
			page.setDefaultTimeout(waitMs);
			await signIn(page, base, waitMs);

			// After a trigger: "What happens next?" lists action nodes; the Zid action node must come up.
			t = Date.now();
			await page.goto(`${base}/workflow/${WORKFLOW.id}`, { waitUntil: 'domcontentloaded' });
			await page.locator('[data-test-id=canvas-node]').first().waitFor();
			await page.locator('[data-test-id=node-creator-plus-button]').first().click();
			await searchBox(page).waitFor();
			const missed: string[] = [];
			for (const word of MERCHANT_WORDS.zid)
				if (!(await finds(page, word, /^Zid$/, waitMs, quietMs))) missed.push(word);
			const wrongHit = await finds(page, NOT_ZID.word, /^Zid$/, waitMs, quietMs);
			const controlShown = await rows(page, NOT_ZID.finds).count();
			ctx.log(
				`actions view: ${MERCHANT_WORDS.zid.length - missed.length}/${MERCHANT_WORDS.zid.length} words find Zid${missed.length ? `; missed: ${missed.join(', ')}` : ''}`,
			);
			if (missed.length || wrongHit)
				ctx.log(
					`screenshot: ${saveArtifact(`findable-actions-${n8n.version}.png`, await page.screenshot())}`,
				);
			check(
				missed.length === 0,
				`the node search finds Zid for every merchant word (missed: ${missed.join(', ')})`,
			);
			check(
				controlShown > 0 && !wrongHit,
				`"${NOT_ZID.word}" lists ${NOT_ZID.finds} and not Zid (the search filters)`,
				{ controlShown, wrongHit },
			);
			ctx.timings['search after a trigger'] = Date.now() - t;

			// An empty workflow: the first-step panel lists triggers; n8n shows Zid Trigger there as "Zid".
			t = Date.now();
			await page.keyboard.press('Escape');
			await page.goto(`${base}/workflow/new`, { waitUntil: 'domcontentloaded' });
			await page.locator('[data-test-id=canvas-add-button]').click();
			await searchBox(page).waitFor();
			const missedTrigger: string[] = [];
			for (const word of MERCHANT_WORDS.zidTrigger)
				if (!(await finds(page, word, /^Zid( Trigger)?$/, waitMs, quietMs)))
					missedTrigger.push(word);
			ctx.log(
				`first-step view: ${MERCHANT_WORDS.zidTrigger.length - missedTrigger.length}/${MERCHANT_WORDS.zidTrigger.length} words find Zid Trigger${missedTrigger.length ? `; missed: ${missedTrigger.join(', ')}` : ''}`,
			);
			if (missedTrigger.length)
				ctx.log(
					`screenshot: ${saveArtifact(`findable-triggers-${n8n.version}.png`, await page.screenshot())}`,
				);
			check(
				missedTrigger.length === 0,
				`the first-step search finds Zid Trigger for every merchant word (missed: ${missedTrigger.join(', ')})`,
			);
			ctx.timings['search on an empty workflow'] = Date.now() - t;

			// The everyday path: each task within two clicks of a search (n8n drops the search word
			// when it opens the node's actions, so the order of the list decides).
			t = Date.now();
			const reached: string[] = [];
			const actionRows: Array<{ node: string; row: number }> = [];
			const longNames: string[] = [];
			const notAdded: string[] = [];
			let capacity = 0;
			let shot = false;
			// Leaving a workflow with an added node asks before unloading: leave.
			page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
			// The workflow page open and back as it was loaded (each added node deleted), if any.
			let ready: string | undefined;
			let loads = 0;
			for (const { task, word, node, key } of EVERYDAY_TASKS) {
				const trigger = key.startsWith('trigger:');
				const where = trigger ? 'new' : WORKFLOW.id;
				await page.keyboard.press('Escape');
				if (ready !== where) {
					loads++;
					await page.goto(`${base}/workflow/${where}`, { waitUntil: 'domcontentloaded' });
				}
				ready = undefined;
				const open = async () => {
					const button = trigger
						? page.locator('[data-test-id=canvas-add-button]')
						: page.locator('[data-test-id=node-creator-plus-button]').first();
					await button.click();
				};
				if (!trigger) await page.locator('[data-test-id=canvas-node]').first().waitFor();
				const r = await reach(page, open, word, node, key, waitMs, quietMs);
				// Deleting the node added saves loading the editor again (about 7 s a task).
				const start = trigger ? 0 : WORKFLOW.nodes.length;
				if (r.named && (await deleteNode(page, r.named, start, waitMs))) ready = where;
				if (!trigger) {
					actionRows.push({ node, row: r.position });
					capacity = Math.max(capacity, r.visible);
				}
				if (!r.named) notAdded.push(task);
				else if (r.named.length > MAX_NAME) longNames.push(r.named);
				if (r.position > 0 && r.onScreen && r.named) reached.push(task);
				ctx.log(
					`everyday "${task}" ("${word}", ${node}): row ${r.position || 'missing'} of ${r.rows} (${r.visible} on the first screen), ${r.onScreen ? 'on the first screen' : 'below the first screen'}, ${r.named ? `added as "${r.named}"` : 'no node seen'}`,
				);
				if (!r.onScreen && !shot) {
					shot = true;
					ctx.log(
						`screenshot: ${saveArtifact(`findable-everyday-${n8n.version}.png`, await page.screenshot())}`,
					);
				}
			}
			const unreached = EVERYDAY_TASKS.filter((t) => !reached.includes(t.task)).map((t) => t.task);
			ctx.log(
				`everyday tasks within two clicks of a search, no scrolling: ${reached.length}/${EVERYDAY_TASKS.length}${unreached.length ? ` (${unreached.join(', ')} need scrolling after the first click)` : ''}`,
			);
			if (capacity)
				ctx.log(
					`the first screen holds ${capacity} action rows; in the one Zid node, ordering the resources alone could place at most ${bestByOrdering(capacity)} of the ${actionRows.length} action tasks there (n8n lists a node's actions resource by resource)`,
				);
			check(
				notAdded.length === 0,
				`the second click adds every everyday task's node (not added: ${notAdded.join(', ')})`,
			);
			// n8n lists the actions in the order of the node's options: each node opens on an everyday action.
			const firstRows = [...new Set(actionRows.map((a) => a.node))].map((node) =>
				Math.min(...actionRows.filter((a) => a.node === node && a.row > 0).map((a) => a.row)),
			);
			check(
				firstRows.every((row) => row === 1),
				'each domain node lists an everyday action first',
				{ actionRows },
			);
			check(
				longNames.length === 0,
				`a new everyday node's name fits the canvas (${MAX_NAME} characters; longer: ${longNames.join(', ')})`,
			);
			ctx.timings['everyday tasks'] = Date.now() - t;
			ctx.log(`everyday tasks: ${loads} editor loads for ${EVERYDAY_TASKS.length} tasks`);
		} catch (error) {
			const page = chrome?.contexts()[0]?.pages().slice(-1)[0];
			if (page)
				ctx.log(
					`screenshot at failure: ${saveArtifact(`findable-failure-${n8n.version}.png`, await page.screenshot().catch(() => Buffer.from('')))}`,
				);
			throw error;
		} finally {
			await chrome?.close().catch(() => undefined);
		}
	},
};
