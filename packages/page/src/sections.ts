import type { MainType, Pie } from '@podpie/core';
import type { BlockStatus, PageMode } from './context.ts';

/** A run of pies drawn by one block component. */
export interface PageSection {
  key: string;
  mainType: MainType;
  pies: Pie[];
}

/**
 * Types drawn as one row wherever their entries sit in the sort order, each in its place on the
 * page: the header first, then where to listen and the hosts, the owner's blocks in their order,
 * and the social and messenger rows at the foot (the editor edits these as groups, too).
 */
const TOP: readonly MainType[] = ['HEADER-TITLE', 'PODCAST-NETWORK', 'AUTHORS'];
const BOTTOM: readonly MainType[] = ['SOCIAL-NETWORKS', 'MESSENGERS'];
/** Neighbouring badges share one grid. */
const GRID_TYPES: readonly MainType[] = ['PLATFORM-BADGE', 'TIP-US-BADGE'];

const bySortOrder = (a: Pie, b: Pie) => a.sort_order - b.sort_order || a.id - b.id;

/**
 * The sections of a page in drawing order. The public page leaves out every block a listener
 * must not see at this moment (hidden, or outside its schedule); the editor keeps them all.
 */
export function pageSections(
  pies: readonly Pie[],
  statusOf: (pie: Pie) => BlockStatus,
  mode: PageMode,
): PageSection[] {
  const shown = [...pies]
    .filter((pie) => mode === 'editor' || statusOf(pie) === 'visible')
    .sort(bySortOrder);
  const group = (mainType: MainType): PageSection[] => {
    const members = shown.filter((pie) => pie.main_type === mainType);
    const first = members[0];
    return first ? [{ key: `${mainType}:${first.id}`, mainType, pies: members }] : [];
  };
  const middle: PageSection[] = [];
  for (const pie of shown) {
    if (TOP.includes(pie.main_type) || BOTTOM.includes(pie.main_type)) continue;
    const last = middle.at(-1);
    if (last && last.mainType === pie.main_type && GRID_TYPES.includes(pie.main_type)) {
      last.pies.push(pie);
    } else {
      middle.push({ key: `${pie.main_type}:${pie.id}`, mainType: pie.main_type, pies: [pie] });
    }
  }
  return [...TOP.flatMap(group), ...middle, ...BOTTOM.flatMap(group)];
}
