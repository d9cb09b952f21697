/**
 * d3. One shape for one order (README "Simplify"): in a running `n8n start`, a Zid Trigger 1.1 (its
 * Simplify on, as for a new node) receives an `order.create` delivery and the next node, Zid 1.1
 * Order › Get Many with the order's id and Simplify on, reads the same order. Every field the list
 * gives must be in the trigger's item with the same value (the delivered order also carries its
 * products, so the trigger may give more: subtotal, shipping cost, discount, VAT).
 */
import { isDeepStrictEqual } from 'node:util';
import { itemsOf } from '../../../scripts/lib/n8n';
import { waitFor } from '../../../scripts/lib/proc';
import { hasBuiltTrigger } from '../../../scripts/lib/runtime';
import {
	check,
	CREDS,
	equal,
	freshN8n,
	importSandboxCredentials,
	sandboxServes,
	Skip,
	type Context,
	type Scenario,
} from '../harness';
import { oneShapeWorkflow } from './orderWorkflows';
import { fireEvent } from './trigger';

const CREDENTIAL = { zidOAuth2Api: { id: CREDS.oauth2.id, name: CREDS.oauth2.name } };

const WORKFLOW = oneShapeWorkflow({
	id: 'e2eTrigOneShape',
	name: 'e2e: one shape from the trigger and Get Many',
	uuid: '4c2d9e71-1a3b-4f5c-8d6e-',
	credentials: CREDENTIAL,
});

export const oneShape: Scenario = {
	name: 'd3. One shape: a Zid Trigger 1.1 delivery and Order › Get Many of the same order',
	workflows: [],
	timeoutMs: 180_000,
	async run(ctx: Context) {
		if (!hasBuiltTrigger()) throw new Skip('ZidTrigger not built yet');
		if (!sandboxServes('POST /v1/managers/webhooks'))
			throw new Skip('the sandbox has no webhook routes yet');
		const n8n = freshN8n(ctx);
		await importSandboxCredentials(ctx, n8n, { oauth2: true });
		await n8n.importWorkflow(WORKFLOW);
		await n8n.start();
		await n8n.setupOwnerAndLogin();
		await n8n.activate(WORKFLOW.id);

		await fireEvent(ctx, 'order.create');
		// A refused delivery starts nothing: say what the trigger answered.
		const answered = async () =>
			(await ctx.sandbox.db<{ status: number; error: string | null }>('webhookDeliveries'))
				.map((d) => `${d.status} ${d.error ?? ''}`.trim())
				.join(', ');
		const [execution] = await waitFor(
			'the execution of the delivered order',
			async () => {
				const list = await n8n.executions(WORKFLOW.id);
				return list.length > 0 &&
					list.every((e) => !['new', 'running', 'waiting'].includes(e.status))
					? list
					: undefined;
			},
			30_000 * ctx.timeScale,
		).catch(async (error: Error) => {
			throw new Error(`${error.message}; the trigger answered the delivery: ${await answered()}`);
		});
		const run = await n8n.executionRun(execution.id);
		equal(execution.status, 'success', 'execution status');
		const [event] = itemsOf(run, 'Zid Trigger');
		const delivered = event?.record as Record<string, unknown>;
		const [listed] = itemsOf(run, 'Same order');
		check(delivered && listed, 'one item from each node', { delivered, listed });
		equal(listed.id, delivered.id, 'the same order');
		const differ = Object.keys(listed).filter(
			(key) => !isDeepStrictEqual(listed[key], delivered[key]),
		);
		check(
			differ.length === 0,
			`every field of Get Many's simplified order is the trigger's (differ: ${differ.join(', ')})`,
			Object.fromEntries(
				differ.map((key) => [key, { getMany: listed[key], trigger: delivered[key] }]),
			),
		);
		const extra = Object.keys(delivered).filter((key) => !(key in listed));
		ctx.log(
			`order ${String(listed.id)}: ${Object.keys(listed).length} fields alike (${Object.keys(listed).join(', ')}); the trigger adds ${extra.join(', ') || 'nothing'}`,
		);
	},
};
