/** Product reviews, docs/zid-api.md §8.16: a `/managers` endpoint (X-Manager-Token). No scope is printed; products.read is assumed. */
export const REVIEWS_PATH = '/managers/store/reviews/product/';
export const REVIEWS_READ = 'products.read';
