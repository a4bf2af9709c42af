import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../shared/session.tsx';
import { decideGuard, type RouteAccess } from './guard-rules.ts';

/** Wraps a group of routes with the SPEC.md §2 access rule for them. */
export function Guard(props: { access: RouteAccess; children?: ReactNode }) {
  const { status } = useSession();
  const decision = decideGuard(props.access, status);
  if (decision.kind === 'wait') return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return props.children ?? <Outlet />;
}
