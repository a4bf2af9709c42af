import type { CSSProperties } from 'react';

/** Custom properties (--pp-*) carry the owner's colours into the shared stylesheet. */
export type CssVars = Partial<Record<`--${string}`, string>>;

/** Custom properties are valid inline style; React passes them through as written. */
export function withVars(vars: CssVars, style?: CSSProperties): CSSProperties {
  const defined = Object.fromEntries(Object.entries(vars).filter(([, value]) => value != null));
  return { ...style, ...defined };
}
