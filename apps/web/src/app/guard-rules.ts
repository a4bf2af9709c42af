/** Who may open a route (SPEC.md §2). */
export type RouteAccess = 'public' | 'signed-in' | 'signed-out' | 'quickstart';

import type { SessionStatus } from '../shared/session.tsx';

export type { SessionStatus };

export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'render' }
  | { kind: 'redirect'; to: string };

/**
 * SPEC.md §2 route guards: nothing is drawn while the session is unknown; signed-in-only routes
 * send visitors to /signin; auth screens send owners to /dashboard; quick-start routes send
 * owners to /project-setup.
 */
export function decideGuard(access: RouteAccess, status: SessionStatus): GuardDecision {
  if (status === 'unknown') return { kind: 'wait' };
  const signedIn = status === 'signed-in';
  if (access === 'signed-in' && !signedIn) return { kind: 'redirect', to: '/signin' };
  if (access === 'signed-out' && signedIn) return { kind: 'redirect', to: '/dashboard' };
  if (access === 'quickstart' && signedIn) return { kind: 'redirect', to: '/project-setup' };
  return { kind: 'render' };
}
