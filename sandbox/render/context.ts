import type { RouteContext } from '../core/router';

/** What a renderer needs from a request: the data, the language and the clock. */
export type RenderContext = Pick<RouteContext, 'db' | 'lang' | 'now'>;
