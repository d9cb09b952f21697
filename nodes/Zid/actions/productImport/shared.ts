/** Product import / export, docs/zid-api.md §8.13: catalogue service. Scope not printed; the products one is inferred. */
export const IMPORT_PATH = '/products/import/';
export const EXPORT_PATH = '/products/export/';
export const PRODUCTS_WRITE = 'products.read_write';
