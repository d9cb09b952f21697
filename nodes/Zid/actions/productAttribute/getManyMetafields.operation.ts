import { ENDPOINTS } from '../../../shared/endpoints';
import { listOperation } from '../../helpers/lists';

/** "Get Product Attributes" (docs/zid-api.md §8.8): the product-level attributes, `GET /Metafields/`. */
export const { description, execute } = listOperation(
	'productAttribute',
	'getManyMetafields',
	ENDPOINTS.productAttribute.getManyMetafields,
);
