import { get } from './endpoint';

/** Zid's predefined product badges (docs/zid-api.md §8.7): catalogue service, no scope printed, sent whole. */
export const productBadge = {
	getMany: get('/badges/', { key: 'data', paging: 'whole' }),
};
