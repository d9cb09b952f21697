/** Manual sorting, docs/zid-api.md §8.10: catalogue service; scope not printed, products.read_write inferred. */
export const ORDERING_PATH = '/products/ordering/';
export const PRODUCTS_WRITE = 'products.read_write';
