import { ENDPOINTS } from '../../../shared/endpoints';
import { listOperation } from '../../helpers/lists';

/** One item per Zid status (New, Preparing, ...), each with the store's custom `sub_statuses`. */
export const { description, execute } = listOperation(
	'order',
	'getCustomStatuses',
	ENDPOINTS.order.getCustomStatuses,
);
