import { del, get, patch, post } from './endpoint';

/** Catalogue service; Zid prints no scopes for this group: the products ones are inferred. */
const READ = 'products.read';
const WRITE = 'products.read_write';

/** The values an attribute offers ("Product Attribute Presets", docs/zid-api.md §8.8). */
export const productAttributePreset = {
	/** Paged like the attributes list: Zid states no cap, 50 is the products list's and safe. */
	getMany: get('/attributes/{attributeId}/presets/', {
		scope: READ,
		key: 'results',
		paging: { style: 'next', maxPageSize: 50 },
	}),
	create: post('/attributes/{attributeId}/presets/', { scope: WRITE }),
	/** Sets the value: safe to repeat. */
	update: patch('/attributes/{attributeId}/presets/{presetId}/', {
		scope: WRITE,
		repeatSafe: true,
	}),
	delete: del('/attributes/{attributeId}/presets/{presetId}/', { scope: WRITE, repeatSafe: true }),
};
