import { ENDPOINTS } from '../../../shared/endpoints';
import { listOperation } from '../../helpers/lists';

/** The store's attributes, each with its presets. */
export const { description, execute } = listOperation(
	'productAttribute',
	'getMany',
	ENDPOINTS.productAttribute.getMany,
);
