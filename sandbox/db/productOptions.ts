/**
 * What variants differ by (attributes and their preset values), product-level attributes
 * (metafields), and what a shopper fills in on a product page (custom option and input fields).
 */
import type { LocalizedText } from './text';

/** A store-level product attribute (Color, Size...), the dimension variants differ by. */
export interface AttributeRecord {
	id: string;
	name: LocalizedText;
	slug: string;
	is_extra: boolean;
	is_enabled: boolean;
	display_order: number | null;
	created_at: string;
	updated_at: string;
}

/** A value an attribute offers (Red, Large...). */
export interface AttributePresetRecord {
	id: string;
	attribute_id: string;
	value: LocalizedText;
	display_order: number;
}

/** A product-level attribute ("Metafields": Origin, Care instructions...). */
export interface MetafieldRecord {
	id: string;
	name: LocalizedText;
	slug: string;
	data_type: string;
	display_order: number | null;
	value: LocalizedText | null;
}

export interface CustomOptionChoiceRecord {
	id: string;
	ar: string;
	en: string;
	price: number;
}

/** A choice the shopper makes on a product page (gift wrapping, card...): checkbox or dropdown. */
export interface CustomOptionFieldRecord {
	id: string;
	product_id: string;
	type: 'CHECKBOX' | 'DROPDOWN';
	label: LocalizedText;
	hint: LocalizedText | null;
	min_choices: number;
	max_choices: number;
	can_choose_multiple_options: boolean;
	is_published: boolean;
	is_required: boolean;
	display_order: number;
	choices: CustomOptionChoiceRecord[];
}

/** A value the shopper types on a product page (a card message...). */
export interface CustomUserInputFieldRecord {
	id: string;
	product_id: string;
	type: string;
	label: LocalizedText;
	hint: LocalizedText | null;
	price: number | null;
}
