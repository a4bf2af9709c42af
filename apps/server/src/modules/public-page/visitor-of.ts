import { listenVisitorOf } from '@podpie/core';
import { perHeaderValue } from '../../lib/per-header-value.ts';

/**
 * The visitor class of a User-Agent (device, in-app browser), remembered for the many views
 * sent by the same browsers: the fast path asks it on every page view.
 */
export const visitorOf = perHeaderValue(listenVisitorOf, 2_000);
