// A podcast feed (RSS 2.0 with the iTunes and Podcasting 2.0 namespaces, RSS 1.0, or Atom) ->
// the feed parse result. It reads the document as a stream of tags (htmlparser2 in XML mode)
// rather than building a tree, which keeps memory flat for feeds of thousands of items and
// tolerates what real feeds get wrong in their text: undefined entities, unescaped HTML show
// notes. A feed whose skeleton is broken (no <channel>, an item or the channel never closed, a
// file cut short) is refused with the reason, as podcast apps refuse it too, rather than half
// read into a page that would then silently lose episodes.
import type {
  Episode,
  FeedParseResult,
  FeedPerson,
  EpisodeTranscriptLink as TranscriptLink,
} from '@podpie/core';
import { Parser } from 'htmlparser2';
import { toIsoDate } from '../shared/dates.ts';
import { htmlToText, lineText } from '../shared/html-text.ts';
import { absoluteUrl } from '../shared/http-url.ts';
import { FEED_NESTING_LIMIT, nestingCounter } from '../shared/nesting-limit.ts';
import { safeNotesHtml } from '../shared/safe-html.ts';
import { parseDuration } from './duration.ts';
import {
  newPodcastDraft,
  onPodcastChannelTag,
  onPodcastNestedTag,
  type PodcastDraft,
  toPodcastNamespace,
} from './podcast-namespace.ts';

/** The feed parse result plus the channel fields the directory endpoints need. */
export type ParsedFeed = FeedParseResult & {
  summary: string | null;
  subtitle: string | null;
};

export class NotAFeedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotAFeedError';
  }
}

/** The document is a feed, but its structure is broken; `reason` says how, for the owner. */
export class BrokenFeedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'BrokenFeedError';
  }
}

export const MAX_DESCRIPTION_LENGTH = 4_000;
/** Episodes an answer keeps (the newest): more than any page shows, and a bounded answer. */
export const MAX_FEED_EPISODES = 300;

const FEED_ROOTS = new Set(['rss', 'rdf:rdf', 'feed', 'channel']);
// Channel fields sit in <channel>; a feed that lost its opening channel tag puts them in <rss>.
const CHANNEL_PARENTS = new Set(['channel', 'rss', 'rdf:rdf', 'feed']);
const ITEM_TAGS = new Set(['item', 'entry']);
// The elements whose closing tag must be there: without one, items were lost or merged.
const SKELETON = new Set([...FEED_ROOTS, ...ITEM_TAGS]);

type Attributes = Record<string, string>;

interface PersonDraft {
  attributes: Attributes;
  text: string;
}

interface ItemDraft {
  fields: Map<string, string>;
  people: PersonDraft[];
  transcripts: Attributes[];
}

interface ChannelDraft {
  fields: Map<string, string>;
  people: PersonDraft[];
  podcast: PodcastDraft;
}

interface Capture {
  depth: number;
  parts: string[];
  finish: (text: string) => void;
}

const lowerKeys = (attributes: Attributes): Attributes => {
  const result: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) result[key.toLowerCase()] = value;
  return result;
};

const setOnce = (fields: Map<string, string>, key: string, value: string | undefined) => {
  const trimmed = value?.trim();
  if (trimmed && !fields.has(key)) fields.set(key, trimmed);
};

/** Which channel-level element fills which field (first one wins). */
const CHANNEL_TEXT: Record<string, string> = {
  title: 'title',
  description: 'description',
  'itunes:summary': 'summary',
  'itunes:subtitle': 'subtitle',
  subtitle: 'subtitle',
  link: 'link',
  'itunes:author': 'author',
  managingeditor: 'managingEditor',
  'itunes:image': 'itunesImage',
  logo: 'atomLogo',
  'podcast:guid': 'podcastGuid',
  'podcast:medium': 'podcastMedium',
};

const ITEM_TEXT: Record<string, string> = {
  title: 'title',
  'itunes:title': 'itunesTitle',
  link: 'link',
  guid: 'guid',
  id: 'guid',
  description: 'description',
  'content:encoded': 'content',
  'itunes:summary': 'summary',
  summary: 'summary',
  content: 'atomContent',
  'itunes:subtitle': 'subtitle',
  'itunes:duration': 'duration',
  pubdate: 'date',
  'dc:date': 'date',
  published: 'date',
  updated: 'updated',
  'itunes:image': 'image',
};

const toPerson = (draft: PersonDraft, base: string | null): FeedPerson | null => {
  // The current form carries the name as text; the namespace's first drafts used a name attribute.
  const name = lineText(draft.text) ?? lineText(draft.attributes.name);
  if (!name) return null;
  return {
    name,
    role: draft.attributes.role?.trim().toLowerCase() || 'host',
    group: draft.attributes.group?.trim().toLowerCase() || 'cast',
    img: absoluteUrl(draft.attributes.img, base),
    href: absoluteUrl(draft.attributes.href, base),
  };
};

const toPeople = (drafts: PersonDraft[], base: string | null): FeedPerson[] =>
  drafts.map((draft) => toPerson(draft, base)).filter((person) => person !== null);

const description = (value: string | undefined): string | null => {
  if (!value) return null;
  const text = htmlToText(value, { maxLength: MAX_DESCRIPTION_LENGTH });
  return text === '' ? null : text;
};

const authorFromEditor = (value: string | undefined): string | undefined =>
  // RSS managingEditor is 'email (Name)'; the name is what a listener knows.
  value?.match(/\(([^)]+)\)\s*$/)?.[1] ?? value;

const toEpisode = (
  item: ItemDraft,
  channelImage: string | null,
  base: string | null,
): Episode | null => {
  const f = item.fields;
  const enclosure = absoluteUrl(f.get('enclosureUrl') ?? f.get('mediaUrl'), base);
  const notes =
    f.get('description') ?? f.get('content') ?? f.get('summary') ?? f.get('atomContent');
  const title =
    lineText(f.get('title')) ??
    lineText(f.get('itunesTitle')) ??
    lineText(notes ? htmlToText(notes) : null, 100);
  if (!title && !enclosure) return null;
  return {
    guid: lineText(f.get('guid')),
    title: title ?? '',
    link: absoluteUrl(f.get('link'), base),
    description: description(notes ?? f.get('subtitle')),
    enclosure_url: enclosure,
    enclosure_type: lineText(f.get('enclosureType') ?? f.get('mediaType')),
    duration: parseDuration(f.get('duration') ?? f.get('mediaDuration')),
    published_at: toIsoDate(f.get('date') ?? f.get('updated')),
    image: absoluteUrl(f.get('image') ?? f.get('thumbnail'), base) ?? channelImage,
    people: toPeople(item.people, base),
    notes_html: safeNotesHtml(
      f.get('content') ?? f.get('description') ?? f.get('summary') ?? f.get('atomContent'),
      base,
    ),
    chapters_url: absoluteUrl(f.get('chaptersUrl'), base),
    transcripts: toTranscripts(item.transcripts, base),
  };
};

/** Every podcast:transcript of an item with an address and a type; the page picks one. */
const toTranscripts = (drafts: Attributes[], base: string | null): TranscriptLink[] =>
  drafts.flatMap((a) => {
    const url = absoluteUrl(a.url, base);
    const type = a.type?.trim().toLowerCase();
    if (!url || !type) return [];
    return [{ url, type, language: a.language?.trim() || null, rel: a.rel?.trim() || null }];
  });

const publishedTime = (item: ItemDraft): number => {
  const iso = toIsoDate(item.fields.get('date') ?? item.fields.get('updated'));
  return iso ? Date.parse(iso) : Number.NEGATIVE_INFINITY;
};

// What toEpisode needs to make an episode at all, checked without the cost of making it.
const mayBeEpisode = (item: ItemDraft): boolean => {
  const f = item.fields;
  const texts = ['title', 'itunesTitle', 'description', 'content', 'summary', 'atomContent'];
  return texts.some((key) => f.has(key)) || f.has('enclosureUrl') || f.has('mediaUrl');
};

/**
 * The newest episodes first (undated ones keep their feed order after the dated ones), at most
 * `limit`: only those are built, so a feed of tens of thousands of items costs little more.
 */
const newestEpisodes = (
  items: ItemDraft[],
  limit: number,
  channelImage: string | null,
  base: string | null,
): { episodes: Episode[]; total: number } => {
  const candidates = items
    .filter(mayBeEpisode)
    .map((item, index) => ({ item, index, time: publishedTime(item) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : b.time - a.time));
  const episodes: Episode[] = [];
  let dropped = 0;
  for (const { item } of candidates) {
    if (episodes.length === limit) break;
    const episode = toEpisode(item, channelImage, base);
    if (episode) episodes.push(episode);
    else dropped += 1;
  }
  return { episodes, total: candidates.length - dropped };
};

export interface ParseFeedOptions {
  /** The feed's own address, to resolve relative links. */
  url?: string | null;
}

export const parseFeed = (xml: string, options: ParseFeedOptions = {}): ParsedFeed => {
  const base = options.url ?? null;
  const stack: string[] = [];
  const channel: ChannelDraft = { fields: new Map(), people: [], podcast: newPodcastDraft() };
  const items: ItemDraft[] = [];
  let root: string | null = null;
  let item: ItemDraft | null = null;
  let itemDepth = -1;
  let capture: Capture | null = null;
  let ignored = false;
  let broken: string | null = null;
  const nesting = nestingCounter(FEED_NESTING_LIMIT);

  const startCapture = (finish: (text: string) => void) => {
    capture = { depth: stack.length, parts: [], finish };
  };

  const onItemTag = (name: string, parent: string | undefined, attrs: Attributes) => {
    const current = item;
    if (!current) return;
    const f = current.fields;
    const atItemLevel = stack.length === itemDepth + 1;
    if (name === 'podcast:person') {
      const person: PersonDraft = { attributes: lowerKeys(attrs), text: '' };
      current.people.push(person);
      startCapture((text) => {
        person.text = text;
      });
      return;
    }
    if (name === 'podcast:chapters' && atItemLevel) {
      setOnce(f, 'chaptersUrl', lowerKeys(attrs).url);
      return;
    }
    if (name === 'podcast:transcript' && atItemLevel) {
      if (current.transcripts.length < 8) current.transcripts.push(lowerKeys(attrs));
      return;
    }
    if (name === 'enclosure' && atItemLevel) {
      const a = lowerKeys(attrs);
      setOnce(f, 'enclosureUrl', a.url);
      setOnce(f, 'enclosureType', a.type);
      return;
    }
    if (name === 'media:content') {
      const a = lowerKeys(attrs);
      if (a.medium === 'image' || a.type?.startsWith('image/')) setOnce(f, 'thumbnail', a.url);
      else {
        setOnce(f, 'mediaUrl', a.url);
        setOnce(f, 'mediaType', a.type);
        setOnce(f, 'mediaDuration', a.duration);
      }
      return;
    }
    if (name === 'media:thumbnail') {
      setOnce(f, 'thumbnail', lowerKeys(attrs).url);
      return;
    }
    if (name === 'link' && atItemLevel && attrs.href !== undefined) {
      // Atom: <link rel="enclosure" href type/> or <link rel="alternate" href/>.
      const a = lowerKeys(attrs);
      if (a.rel === 'enclosure') {
        setOnce(f, 'enclosureUrl', a.href);
        setOnce(f, 'enclosureType', a.type);
      } else if (!a.rel || a.rel === 'alternate') setOnce(f, 'link', a.href);
      return;
    }
    if (name === 'itunes:image' && atItemLevel && attrs.href !== undefined) {
      setOnce(f, 'image', lowerKeys(attrs).href);
      return;
    }
    const field = ITEM_TEXT[name];
    if (field && atItemLevel && parent !== undefined && !f.has(field)) {
      startCapture((text) => setOnce(f, field, text));
    }
  };

  const onChannelTag = (name: string, parent: string | undefined, attrs: Attributes) => {
    const f = channel.fields;
    if (parent === undefined) return;
    if (CHANNEL_PARENTS.has(parent)) {
      if (name === 'podcast:person') {
        const person: PersonDraft = { attributes: lowerKeys(attrs), text: '' };
        channel.people.push(person);
        startCapture((text) => {
          person.text = text;
        });
        return;
      }
      if (name === 'itunes:image' && attrs.href !== undefined) {
        setOnce(f, 'itunesImage', lowerKeys(attrs).href);
        return;
      }
      if (name === 'link' && attrs.href !== undefined) {
        const a = lowerKeys(attrs);
        if (!a.rel || a.rel === 'alternate') setOnce(f, 'link', a.href);
        return;
      }
      if (onPodcastChannelTag(channel.podcast, name, lowerKeys(attrs), startCapture)) return;
      const field = CHANNEL_TEXT[name];
      if (field && !f.has(field)) startCapture((text) => setOnce(f, field, text));
      return;
    }
    // <image><url>, <itunes:owner><itunes:name>, Atom <author><name>.
    const grandparent = stack[stack.length - 2];
    if (grandparent === undefined || !CHANNEL_PARENTS.has(grandparent)) return;
    onPodcastNestedTag(channel.podcast, name, parent, lowerKeys(attrs));
    const nested =
      parent === 'image' && name === 'url'
        ? 'imageUrl'
        : parent === 'itunes:owner' && name === 'itunes:name'
          ? 'ownerName'
          : parent === 'author' && name === 'name'
            ? 'atomAuthor'
            : null;
    if (nested && !f.has(nested)) startCapture((text) => setOnce(f, nested, text));
  };

  const parser = new Parser(
    {
      onopentag(rawName, attrs) {
        nesting.open();
        if (ignored) return;
        const name = rawName.toLowerCase();
        if (root === null) {
          root = name;
          if (!FEED_ROOTS.has(name)) {
            ignored = true;
            return;
          }
        }
        const parent = stack[stack.length - 1];
        if (capture) {
          // Markup inside a text field (unescaped XHTML show notes) is kept for htmlToText.
          capture.parts.push(`<${name}>`);
        } else if (ITEM_TAGS.has(name) && item === null) {
          if (name === 'item' && parent === 'rss')
            broken ??= 'its <channel> opening tag is missing';
          item = { fields: new Map(), people: [], transcripts: [] };
          itemDepth = stack.length;
        } else if (item) onItemTag(name, parent, attrs);
        else onChannelTag(name, parent, attrs);
        stack.push(name);
      },
      ontext(text) {
        if (capture) capture.parts.push(text);
      },
      onclosetag(rawName, isImplied) {
        nesting.close();
        if (ignored) return;
        const name = rawName.toLowerCase();
        stack.pop();
        if (isImplied && SKELETON.has(name)) {
          broken ??= stack.length === 0 ? 'the file ends too early' : `a <${name}> is never closed`;
        }
        if (capture) {
          if (stack.length === capture.depth) {
            capture.finish(capture.parts.join(''));
            capture = null;
          } else capture.parts.push(`</${name}>`);
          return;
        }
        if (item && stack.length === itemDepth) {
          items.push(item);
          item = null;
          itemDepth = -1;
        }
      },
    },
    // Tag names compared without case: hand-written feeds close <pubDate> with </pubdate>.
    { xmlMode: true, decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(xml);

  if (root === null || ignored) {
    throw new NotAFeedError(root === null ? 'the document is empty' : `it is a <${root}> document`);
  }
  if (broken) throw new BrokenFeedError(broken);
  const f = channel.fields;
  const title = lineText(f.get('title'));
  if (!title && items.length === 0) throw new NotAFeedError('it has no title and no episodes');
  const channelImage = absoluteUrl(
    f.get('itunesImage') ?? f.get('imageUrl') ?? f.get('atomLogo'),
    base,
  );
  const { episodes, total } = newestEpisodes(items, MAX_FEED_EPISODES, channelImage, base);
  return {
    title: title ?? '',
    description: description(f.get('description') ?? f.get('summary') ?? f.get('subtitle')),
    link: absoluteUrl(f.get('link'), base),
    author: lineText(
      f.get('author') ??
        f.get('atomAuthor') ??
        f.get('ownerName') ??
        authorFromEditor(f.get('managingEditor')),
    ),
    itunes: { image: channelImage },
    items: episodes,
    people: toPeople(channel.people, base),
    episodes,
    podcast: toPodcastNamespace(
      channel.podcast,
      { guid: f.get('podcastGuid'), medium: f.get('podcastMedium') },
      base,
    ),
    episode_count: total,
    summary: description(f.get('summary') ?? f.get('description')),
    subtitle: lineText(f.get('subtitle')),
  };
};
