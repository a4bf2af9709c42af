import type { Pie } from '@podpie/core';
import type { ReactNode } from 'react';
import type { PageContext } from './context.ts';

/**
 * Every block component draws a run of pies of its main_type: one per block for most types, the
 * whole row for authors, directories, socials and messengers, neighbouring badges as one grid.
 */
export interface BlockProps {
  pies: readonly Pie[];
  ctx: PageContext;
}

export type BlockComponent = (props: BlockProps) => ReactNode;
