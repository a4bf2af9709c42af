import { ICON_ENTRIES } from './icons.generated.ts';

/** Icon picker page size: page n shows the first ICONS_PER_PAGE * n matches (SPEC.md §9). */
export const ICONS_PER_PAGE = 28;
/** The picker waits this long after the last keystroke before searching (SPEC.md §9). */
export const ICON_SEARCH_DEBOUNCE_MS = 1000;

export type FontAwesomeStyle = 'fas' | 'fab';

/** One icon of the picker; `key` is what a block stores, e.g. 'fab fa-spotify'. */
export interface PickerIcon {
  key: string;
  label: string;
  style: FontAwesomeStyle;
  /** The Font Awesome icon name without prefix, e.g. 'spotify'. */
  name: string;
}

export interface IconSearchResult {
  icons: PickerIcon[];
  /** How many icons match the query in all. */
  total: number;
  /** True while the "more icons" button can show another page. */
  hasMore: boolean;
}

const KEY = /^(fas|fab) fa-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** Splits 'fas fa-headphones' into its style and name; null for anything else. */
export function parseIconKey(key: string): { style: FontAwesomeStyle; name: string } | null {
  const match = KEY.exec(key);
  if (!match?.[1] || !match[2]) return null;
  return { style: match[1] === 'fab' ? 'fab' : 'fas', name: match[2] };
}

const toPickerIcon = ([key, label]: readonly [string, string]): PickerIcon => {
  const parsed = parseIconKey(key);
  return { key, label, style: parsed?.style ?? 'fas', name: parsed?.name ?? key };
};

/** Every icon of the picker, solid and brand, sorted by key. */
export const PICKER_ICONS: readonly PickerIcon[] = ICON_ENTRIES.map(toPickerIcon);

/** 0 exact label, 1 label starts with the query, 2 any other match: best matches come first. */
function rank(icon: PickerIcon, query: string): number {
  const label = icon.label.toLowerCase();
  if (label === query || icon.name === query) return 0;
  if (label.startsWith(query) || icon.name.startsWith(query)) return 1;
  return 2;
}

/**
 * The icons whose label or key contains `query` (case-insensitive), page `page` meaning the first
 * ICONS_PER_PAGE * page of them. An empty query lists every icon.
 */
export function searchIcons(query: string, page = 1): IconSearchResult {
  const needle = query.trim().toLowerCase();
  const pages = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  const matches =
    needle === ''
      ? [...PICKER_ICONS]
      : PICKER_ICONS.filter(
          (icon) => icon.label.toLowerCase().includes(needle) || icon.key.includes(needle),
        )
          .map((icon, index) => ({ icon, index, rank: rank(icon, needle) }))
          .sort((a, b) => a.rank - b.rank || a.index - b.index)
          .map(({ icon }) => icon);
  const shown = matches.slice(0, ICONS_PER_PAGE * pages);
  return { icons: shown, total: matches.length, hasMore: shown.length < matches.length };
}
