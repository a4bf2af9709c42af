import { createElement, type ReactNode } from 'react';
import { type Session, SessionContext } from './session.tsx';

/** A fixed session without any network. */
export function StaticSessionProvider(props: { value: Session; children: ReactNode }) {
  return createElement(SessionContext, { value: props.value }, props.children);
}
