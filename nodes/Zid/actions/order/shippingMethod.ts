/**
 * List Orders' Shipping Method filter (docs/zid-api.md §8.1, §8.19). Zid filters on a code,
 * `zid_delivery.option_{id}` or `zid_pickup.option_{id}`, while its list of delivery options gives
 * the id and a `system_option_code` that is null for custom delivery and for pickup alike: which
 * form an option takes is not known from the list, and a wrong form selects nothing, silently.
 * So for a chosen option the node asks Zid how many orders each form selects (one-order pages,
 * as for the search check) and sends the first that selects any; the orders returned are then
 * checked to carry that option (listChecks.ts), so a form Zid ignored cannot widen the list.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { callForRecords, type ZidTransport } from '../../../shared/transport';
import { orderCount } from './listChecks';

/** The forms a delivery option's code may take: the contract's two, then the system code's. */
export function codeCandidates(id: string, systemCode?: string): string[] {
	const forms = [`zid_delivery.option_${id}`, `zid_pickup.option_${id}`];
	if (systemCode) forms.push(`${systemCode}.option_${id}`);
	return [...new Set(forms)];
}

/**
 * The `shipping_method` to send for what the user chose: a typed code is sent as typed; an option
 * id becomes the form of its code that Zid says selects orders (the first form when none does:
 * then no order matches in any form the contract knows).
 */
export async function resolveShippingMethod(
	ctx: IExecuteFunctions,
	i: number,
	api: ZidTransport,
	qs: IDataObject,
): Promise<void> {
	const chosen = qs.shipping_method;
	if (chosen === undefined) return;
	const value = String(chosen).trim();
	if (!/^\d+$/.test(value)) {
		if (/^[a-z0-9_]+(\.[a-z0-9_]+)+$/i.test(value)) return;
		throw new NodeOperationError(ctx.getNode(), `Invalid "Shipping Method": "${value}"`, {
			itemIndex: i,
			description:
				"Choose a delivery option from the list, or give its ID (e.g. 12) or Zid's filter code (e.g. zid_delivery.option_12).",
		});
	}
	const options = await callForRecords(api, ENDPOINTS.shipping.getDeliveryOptions, {
		qs: { payload_type: 'simple' },
		itemIndex: i,
	});
	const option = options.find((o) => String(o.id) === value);
	if (!option) {
		throw new NodeOperationError(ctx.getNode(), `No delivery option ${value} in this store`, {
			itemIndex: i,
			description:
				"Choose the Shipping Method from the list: it shows the store's delivery options.",
		});
	}
	const systemCode = typeof option.system_option_code === 'string' ? option.system_option_code : '';
	const candidates = codeCandidates(value, systemCode || undefined);
	const count = orderCount(api, i);
	for (const code of candidates) {
		const selected = await count({ ...qs, shipping_method: code });
		if (selected === undefined) {
			throw new NodeOperationError(
				ctx.getNode(),
				'Zid did not say how many orders the Shipping Method selects',
				{
					itemIndex: i,
					description: `The node could not tell which form of the delivery option's code Zid filters on. Give the code itself with an expression (${candidates.join(' or ')}).`,
				},
			);
		}
		if (selected > 0) {
			qs.shipping_method = code;
			return;
		}
	}
	qs.shipping_method = candidates[0];
}
