import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { ORDER_STATUSES } from '../actions/order/shared';
import { recordsOf, ZidTransport } from '../transport';

function label(value: unknown): string {
	if (value && typeof value === 'object') {
		const names = value as IDataObject;
		return String(names.en ?? names.ar ?? '');
	}
	return value === undefined || value === null ? '' : String(value);
}

/** Zid's own statuses, then the store's custom sub-statuses (List Custom Order Statuses). */
export async function getOrderStatuses(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const options: INodePropertyOptions[] = [...ORDER_STATUSES];
	try {
		const api = await ZidTransport.open(this);
		const body = await api.request({ method: 'GET', path: '/managers/store/orders/custom-statuses', scope: 'orders.read_write' });
		for (const parent of recordsOf(body, 'payload')) {
			for (const sub of ((parent.sub_statuses ?? []) as IDataObject[])) {
				const value = sub.code ?? sub.id ?? sub.name;
				if (value === undefined || value === null) continue;
				options.push({ name: `${label(parent.name)} › ${label(sub.name)} (custom)`, value: String(value) });
			}
		}
	} catch (error) {
		// The standard statuses still work without the custom ones (e.g. the app lacks orders.read_write).
		this.logger.warn(`Zid: custom order statuses could not be loaded: ${(error as Error).message}`);
	}
	return options;
}
