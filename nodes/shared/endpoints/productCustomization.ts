import { del, post, put } from './endpoint';

/** Catalogue service; scope not printed, products.read_write inferred. */
const WRITE = 'products.read_write';

/** Variants and customizations (docs/zid-api.md §8.9). */
export const productCustomization = {
	/** Creates records: never resent after a server error. */
	addVariants: post('/products/{productId}/variants/', { scope: WRITE }),
	createInputField: post('/products/{productId}/custom_user_input_fields/', { scope: WRITE }),
	createOptionField: post('/products/{productId}/custom_options_fields/', { scope: WRITE }),
	/** Replaces the whole field: the same request twice leaves the same field. */
	updateOptionField: put('/products/{productId}/custom_options_fields/{fieldId}/', {
		scope: WRITE,
		repeatSafe: true,
	}),
	deleteOptionField: del('/products/{productId}/custom_options_fields/{fieldId}/', {
		scope: WRITE,
		repeatSafe: true,
	}),
};
