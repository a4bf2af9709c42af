import type { ReactNode } from 'react';
import { Navigate, Outlet, useNavigation } from 'react-router';
import { useSession } from '../shared/session.tsx';
import { decideGuard, type RouteAccess } from './guard-rules.ts';

/** Wraps a group of routes with the SPEC.md §2 access rule for them. */
export function Guard(props: { access: RouteAccess; children?: ReactNode }) {
  const { status } = useSession();
  const navigation = useNavigation();
  const decision = decideGuard(props.access, status);
  if (decision.kind === 'wait') return null;
  if (decision.kind === 'redirect') {
    // A sign-up or sign-in that just succeeded is already on its way to its own screen (with
    // the sign-up's welcome in its state); redirecting now would replace that navigation while
    // the next screen's chunk loads. The form stays until it arrives.
    if (props.access === 'signed-out' && navigation.state !== 'idle') {
      return props.children ?? <Outlet />;
    }
    return <Navigate to={decision.to} replace />;
  }
  return props.children ?? <Outlet />;
}
