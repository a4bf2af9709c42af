import { isOfferedForNewLinks } from '../catalogue/directories.ts';
import type { Pie } from './schema.ts';
import { nextSortOrder } from './sort-order.ts';

const hasLink = (pie: Pie) => Boolean(pie.link_value?.trim());
const sameNetwork = (a: Pie, b: Pie) => a.main_type === b.main_type && a.name === b.name;

/**
 * Merging podcast-network blocks (SPEC.md §4): an existing link is kept, an existing block without
 * a link takes the incoming one, and an incoming network the page lacks is appended after the
 * highest sort_order, unless it is a shut-down directory (never offered for a new link).
 */
export function mergeNetworkPies(existing: readonly Pie[], incoming: readonly Pie[]): Pie[] {
  const merged = existing.map((pie) => {
    if (hasLink(pie)) return pie;
    const match = incoming.find((candidate) => sameNetwork(candidate, pie) && hasLink(candidate));
    return match ? { ...pie, link_value: match.link_value } : pie;
  });
  for (const candidate of incoming) {
    if (merged.some((pie) => sameNetwork(pie, candidate))) continue;
    if (candidate.main_type === 'PODCAST-NETWORK' && !isOfferedForNewLinks(candidate.name)) {
      continue;
    }
    merged.push({ ...candidate, sort_order: nextSortOrder(merged) });
  }
  return merged;
}
