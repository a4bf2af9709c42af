// The data pages of links embed for their own scripts or for search engines: Next.js's
// __NEXT_DATA__ (Linktree and Beacons draw from it) and schema.org JSON-LD (a ProfilePage, a
// Person or Organization with its sameAs profiles, an ItemList of links). Each product names its
// fields its own way, so fields are found by the names such pages use, never by one exact path.
import { imageOf, type JsonLdNode, jsonLdNodes, textOf, typesOf } from '../link/json-ld.ts';

export interface EmbeddedLink {
  title: string | null;
  url: string;
}

export interface EmbeddedData {
  title: string | null;
  description: string | null;
  avatar: string | null;
  /** The page's whole list of links, when its data holds one. */
  links: EmbeddedLink[];
  /** Profiles the owner names elsewhere (JSON-LD sameAs), beside the links of the markup. */
  profiles: EmbeddedLink[];
  background: string | null;
}

/** Embedded data is read this far and no further: a page's own data is a few thousand values. */
const MAX_VALUES = 50_000;

const TITLE_KEYS = ['pageTitle', 'displayName', 'display_name', 'title', 'name', 'username'];
const DESCRIPTION_KEYS = ['description', 'bio', 'about'];
const AVATAR_KEYS = [
  'profilePictureUrl',
  'profilePicture',
  'profile_picture',
  'profile_picture_url',
  'avatarUrl',
  'avatar_url',
  'avatar',
];
const LINK_TITLE_KEYS = ['title', 'label', 'text', 'name', 'platform', 'type'];
/** Arrays of links go by these names: links, socialLinks, social_links. */
const LINK_LIST_KEY = /links$/i;
const IMAGE_ADDRESS = /\.(png|jpe?g|gif|webp|svg|avif)(\?|$)/i;
const HEX = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const firstText = (node: Json, keys: readonly string[]): string | null => {
  for (const key of keys) {
    const value = text(node[key]);
    if (value) return value;
  }
  return null;
};

const imageAddress = (value: unknown): string | null =>
  text(value) ?? (isObject(value) ? (text(value.url) ?? text(value.src)) : null);

/** #abc as #aabbcc, lower case. */
export const fullHex = (hex: string): string => {
  const digits = hex.slice(1).toLowerCase();
  return digits.length === 3
    ? `#${[...digits].map((digit) => digit + digit).join('')}`
    : `#${digits}`;
};

/** A link object of a link list: its address and the words it shows. */
function linkOf(node: Json): EmbeddedLink | null {
  const url = text(node.url) ?? text(node.href) ?? text(node.link);
  if (!url || IMAGE_ADDRESS.test(url)) return null;
  // Links an owner switched off stay in the data, marked so.
  if (node.locked === true || node.hidden === true || node.active === false) return null;
  return { title: firstText(node, LINK_TITLE_KEYS), url };
}

/** Walks the app data in document order: the owner's profile, their links, the background. */
function readAppData(root: unknown): EmbeddedData {
  const found: EmbeddedData = {
    title: null,
    description: null,
    avatar: null,
    links: [],
    profiles: [],
    background: null,
  };
  let profile = false;
  const pending: Array<{ value: unknown; key: string; inLinks: boolean }> = [
    { value: root, key: '', inLinks: false },
  ];
  let seen = 0;
  for (let next = pending.pop(); next && seen < MAX_VALUES; next = pending.pop()) {
    seen += 1;
    const { value, key, inLinks } = next;
    if (Array.isArray(value)) {
      const listOfLinks = inLinks || LINK_LIST_KEY.test(key);
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index], key, inLinks: listOfLinks });
      }
      continue;
    }
    if (!isObject(value)) continue;
    if (inLinks) {
      const link = linkOf(value);
      if (link) found.links.push(link);
    }
    const avatar = AVATAR_KEYS.map((name) => imageAddress(value[name])).find(Boolean);
    // The owner's profile is the first object that has a picture or a page title beside a name.
    if (!profile && (avatar || text(value.pageTitle))) {
      profile = true;
      found.title = firstText(value, TITLE_KEYS);
      found.description = firstText(value, DESCRIPTION_KEYS);
      found.avatar = avatar ?? null;
    }
    if (found.background === null) {
      const colour = /background/i.test(key) ? text(value.color) : text(value.backgroundColor);
      if (colour && HEX.test(colour)) found.background = fullHex(colour);
    }
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [childKey, child] = entries[index] as [string, unknown];
      pending.push({ value: child, key: childKey, inLinks: false });
    }
  }
  return found;
}

const PROFILE_TYPES = ['Person', 'Organization', 'PodcastSeries', 'Brand'];

/** A ProfilePage's main entity, else the first Person or Organization the blocks describe. */
function profileNode(nodes: JsonLdNode[]): JsonLdNode | null {
  for (const node of nodes) {
    if (typesOf(node).includes('ProfilePage') && isObject(node.mainEntity)) return node.mainEntity;
  }
  return nodes.find((node) => typesOf(node).some((type) => PROFILE_TYPES.includes(type))) ?? null;
}

function readJsonLd(blocks: unknown[]): EmbeddedData {
  const nodes = jsonLdNodes(blocks);
  const profile = profileNode(nodes);
  const links: EmbeddedLink[] = [];
  const profiles: EmbeddedLink[] = [];
  for (const node of nodes) {
    if (!typesOf(node).includes('ItemList') || !Array.isArray(node.itemListElement)) continue;
    for (const item of node.itemListElement) {
      if (!isObject(item)) continue;
      const target = isObject(item.item) ? item.item : item;
      const url = text(target.url) ?? text(target['@id']);
      if (url) links.push({ title: textOf(target.name) ?? textOf(item.name), url });
    }
  }
  const sameAs = profile?.sameAs;
  for (const url of Array.isArray(sameAs) ? sameAs : [sameAs]) {
    const address = text(url);
    if (address) profiles.push({ title: null, url: address });
  }
  return {
    title: profile ? textOf(profile.name) : null,
    description: profile ? textOf(profile.description) : null,
    avatar: profile ? imageOf(profile.image ?? profile.logo) : null,
    links,
    profiles,
    background: null,
  };
}

/** What the embedded data says, app data first, JSON-LD for whatever that leaves out. */
export function readEmbeddedData(nextData: unknown, jsonLd: unknown[]): EmbeddedData {
  const app = readAppData(nextData);
  const described = readJsonLd(jsonLd);
  return {
    title: app.title ?? described.title,
    description: app.description ?? described.description,
    avatar: app.avatar ?? described.avatar,
    links: app.links.length > 0 ? app.links : described.links,
    profiles: described.profiles,
    background: app.background ?? described.background,
  };
}
