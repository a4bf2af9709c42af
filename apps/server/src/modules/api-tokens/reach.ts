import type { ApiTokenScope } from '@podpie/core';
import { AppError } from '../../lib/errors.ts';
import { PROJECT_NOT_FOUND } from '../projects/access.ts';

export const READ_ONLY_MESSAGE = 'This API token may only read: its scope is "read".';
export const API_ONLY_MESSAGE = 'API tokens work on the /api/v1 routes only.';
export const NO_TOKEN_MANAGEMENT_MESSAGE =
  'API tokens cannot create or revoke tokens; sign in to manage them.';
export const ONE_PROJECT_MESSAGE = 'This API token is limited to one project.';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PROJECT_ROUTE = /^\/api\/v1\/projects\/:id(\/|$)/;

export type TokenReach = { scope: ApiTokenScope; projectId: number | null };
export type RouteCall = { method: string; route: string; projectParam: unknown };

/**
 * Whether a token may make a call, from its scope and project and the route's pattern: throws
 * the answer when it may not. A project the token is not limited to answers like a missing one.
 */
export function checkTokenReach(token: TokenReach, call: RouteCall): void {
  if (!call.route.startsWith('/api/v1/'))
    throw new AppError('token_out_of_reach', API_ONLY_MESSAGE);
  if (call.route === '/api/v1/tokens' || call.route.startsWith('/api/v1/tokens/')) {
    throw new AppError('token_out_of_reach', NO_TOKEN_MANAGEMENT_MESSAGE);
  }
  if (!READS.has(call.method.toUpperCase()) && token.scope === 'read') {
    throw new AppError('token_read_only', READ_ONLY_MESSAGE);
  }
  if (token.projectId === null) return;
  if (!PROJECT_ROUTE.test(call.route))
    throw new AppError('token_out_of_reach', ONE_PROJECT_MESSAGE);
  if (Number(call.projectParam) !== token.projectId) {
    throw new AppError('not_found', PROJECT_NOT_FOUND);
  }
}
