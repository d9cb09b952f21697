/** Digital products: voucher codes, and downloadable files with the presigned uploads that brought them. */

export type VoucherStatus = 'AVAILABLE' | 'SOLD' | 'RESERVED' | 'RETURNED';

/** A code of a digital (voucher) product; the product's quantity is its count of AVAILABLE codes. */
export interface VoucherRecord {
	id: string;
	product_id: string;
	key: string;
	status: VoucherStatus;
	serial_number: string | null;
	pin_code: string | null;
	/** The order a SOLD or RESERVED code went to. */
	order_id: number | null;
	expires_at: string | null;
	created_at: string;
	updated_at: string;
}

/** A presigned POST the sandbox issued for a downloadable file (docs/zid-api.md §8.17), and the object posted to it. */
export interface StorageUploadRecord {
	key: string;
	product_id: string;
	policy: string;
	signature: string;
	max_size: number;
	expires_at: string;
	object: { file_name: string; content_type: string; size: number; uploaded_at: string } | null;
}

/**
 * A file of the store's library (Get Store Downloadables, docs/zid-api.md §8.17; unconfirmed): the
 * stored object and the name shown for it.
 */
export interface LibraryFileRecord {
	id: string;
	key: string;
	display_name: string;
	file_name: string;
	content_type: string;
	size: number;
	created_at: string;
}

/** A stored file linked to a digital product (Create Product Downloadables, §8.17). */
export interface ProductDownloadableRecord {
	id: string;
	product_id: string;
	key: string;
	name: string;
	order: number;
	created_at: string;
}
