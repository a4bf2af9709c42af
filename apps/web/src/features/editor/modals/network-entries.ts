import {
  ALL_DIRECTORY_TEMPLATES,
  isSafeLink,
  MESSENGER_TEMPLATES,
  mergeNetworkPies,
  networkValueError,
  type Pie,
  type PieTemplate,
  pieFromTemplate,
  SOCIAL_TEMPLATES,
  socialTemplate,
} from '@podpie/core';
import type { NetworkGroup } from '../editor-context.tsx';

/** One line of a network modal: the catalogue entry, the block if the page has one, its value. */
export type NetworkEntry = {
  key: string;
  template: PieTemplate | null;
  pie: Pie | null;
  label: string;
  placeholder: string;
  value: string;
};

const TEMPLATES: Record<NetworkGroup, readonly PieTemplate[]> = {
  MESSENGERS: MESSENGER_TEMPLATES,
  'SOCIAL-NETWORKS': SOCIAL_TEMPLATES,
  'PODCAST-NETWORK': ALL_DIRECTORY_TEMPLATES,
};

/** Podcast directories hold a link; messengers and socials a username (or number, address). */
const valuePatch = (group: NetworkGroup, value: string | null): Partial<Pie> =>
  group === 'PODCAST-NETWORK' ? { link_value: value } : { social_username: value };

const storedValue = (group: NetworkGroup, pie: Pie) =>
  group === 'PODCAST-NETWORK'
    ? (pie.link_value ?? '')
    : (pie.social_username ?? pie.value ?? pie.link_value ?? '');

const isClosed = (template: PieTemplate) => 'closed' in template && template.closed === true;

/**
 * The lines of a group's modal: every catalogue entry still offered, with the page's block where
 * there is one, then any block of the group the catalogue no longer lists (so nothing is lost).
 */
export function networkEntries(group: NetworkGroup, pies: readonly Pie[]): NetworkEntry[] {
  const members = pies.filter((pie) => pie.main_type === group);
  const entries: NetworkEntry[] = [];
  for (const template of TEMPLATES[group]) {
    const pie = members.find((member) => member.name === template.name) ?? null;
    if (!pie && isClosed(template)) continue;
    entries.push({
      key: template.name,
      template,
      pie,
      label: template.label,
      placeholder: template.placeholder ?? '',
      value: pie ? storedValue(group, pie) : '',
    });
  }
  for (const pie of members) {
    if (entries.some((entry) => entry.pie?.id === pie.id)) continue;
    entries.push({
      key: `pie-${pie.id}`,
      template: null,
      pie,
      label: pie.title ?? pie.name ?? '',
      placeholder: '',
      value: storedValue(group, pie),
    });
  }
  return entries;
}

export type ValueProblem = { kind: 'username'; value: string } | { kind: 'link' } | null;

/**
 * SPEC.md §5 through the core rule: a username containing '/' is refused (YouTube and LinkedIn
 * take an http(s) address instead); a directory link must be a safe link.
 */
export function valueProblem(group: NetworkGroup, name: string, value: string): ValueProblem {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (group === 'PODCAST-NETWORK') return isSafeLink(trimmed) ? null : { kind: 'link' };
  if (!networkValueError({ main_type: group, name }, trimmed)) return null;
  return socialTemplate(name)?.takes_url && group === 'SOCIAL-NETWORKS'
    ? { kind: 'link' }
    : { kind: 'username', value: trimmed };
}

/**
 * The page's blocks once the modal's values are applied: existing blocks take their new value,
 * entries filled for the first time become new blocks at the end, icon colours follow the group.
 */
export function applyNetworkValues(
  group: NetworkGroup,
  pies: readonly Pie[],
  entries: readonly NetworkEntry[],
  values: Readonly<Record<string, string>>,
  iconColour: string | null,
  newId: () => number,
  groupFields: Partial<Pie> = {},
): Pie[] {
  const byId = new Map<number, Pie>();
  const added: Pie[] = [];
  for (const entry of entries) {
    const raw = (values[entry.key] ?? entry.value).trim();
    const value = raw === '' ? null : raw;
    const colour = { ...(iconColour ? { icon_color: iconColour } : {}), ...groupFields };
    if (entry.pie) {
      byId.set(entry.pie.id, { ...entry.pie, ...valuePatch(group, value), ...colour });
    } else if (value !== null && entry.template) {
      added.push(
        pieFromTemplate(entry.template, newId(), 0, { ...valuePatch(group, value), ...colour }),
      );
    }
  }
  // SPEC.md §4's merge places the new entries: each after the highest sort_order, never a
  // shut-down directory.
  return mergeNetworkPies(
    pies.map((pie) => byId.get(pie.id) ?? pie),
    added,
  );
}

/** What a group's block is called in lists: the catalogue's name ('Apple Podcasts'), not its key. */
export function networkLabel(group: NetworkGroup, pie: Pie): string {
  const template = TEMPLATES[group].find((candidate) => candidate.name === pie.name);
  return template?.label ?? pie.title ?? pie.name ?? String(pie.id);
}
