import { unpagedListOperation } from '../../helpers/lists';
import { COUNTRIES_PATH } from './shared';

/** Every country Zid knows (names, codes, ids), in one unpaginated answer. */
export const { description, execute } = unpagedListOperation({
	resource: 'country',
	operation: 'getMany',
	request: { method: 'GET', path: COUNTRIES_PATH },
	listKey: 'countries',
});
