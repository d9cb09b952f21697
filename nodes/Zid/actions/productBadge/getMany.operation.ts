import { unpagedListOperation } from '../../helpers/lists';

/** Zid's predefined badges, sent whole under `data`; a product takes one through its Badge fields. */
export const { description, execute } = unpagedListOperation({
	resource: 'productBadge',
	operation: 'getMany',
	request: { method: 'GET', path: '/badges/' },
	listKey: 'data',
});
