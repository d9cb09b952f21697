/** The store's customers (their loyalty points balance included). */

export type CustomerType = 'individual' | 'business';

export interface CustomerRecord {
	id: number;
	name: string;
	email: string;
	/** International form without '+', e.g. 966512345678. */
	mobile: string;
	gender: 'male' | 'female' | null;
	birth_date: string | null;
	verified: boolean;
	is_active: boolean;
	is_cod_enabled: boolean;
	type: CustomerType;
	business_name: string | null;
	tax_number: string | null;
	commercial_registration: string | null;
	source: string | null;
	city_id: number;
	points: number;
	tags: string[];
	created_at: string;
	updated_at: string;
}
