/**
 * The catalogue of Zid endpoints the package calls: the only place a path or a scope is written
 * (docs/zid-api.md lists them, generated from here by `npm run docs:api`). Operations, list
 * searches and dropdown loaders name an entry; the transport takes its policy from it.
 */
import { customer } from './customer';
import { order } from './order';

export * from './endpoint';

export const ENDPOINTS = {
	customer,
	order,
};
