// Page signals -> link card metadata. Each field takes the most specific source first: Open
// Graph, then Twitter cards, then JSON-LD, then microdata, then plain HTML.
import type { LinkParseResult } from '@podpie/core';
import { toIsoDate } from '../shared/dates.ts';
import { lineText } from '../shared/html-text.ts';
import { absoluteUrl } from '../shared/http-url.ts';
import {
  imageOf,
  jsonLdNodes,
  mainNode,
  namesOf,
  nodeField,
  priceOf,
  publisherOf,
  textOf,
  typesOf,
} from './json-ld.ts';
import type { MicrodataItem, PageLink, PageSignals } from './scan-page.ts';
import { knownVideoPlayer } from './video.ts';

export const MAX_CARD_DESCRIPTION = 1_000;

export interface PageMetadata {
  result: LinkParseResult;
  /** The page's JSON oEmbed document, when it announces one. */
  oembedUrl: string | null;
}

const firstOf = (...values: Array<string | null | undefined>): string | null => {
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed) return trimmed;
  }
  return null;
};

const microValue = (item: MicrodataItem | null, ...names: string[]): string | null => {
  if (!item) return null;
  for (const name of names) {
    const value = item.props.get(name)?.[0];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (value && typeof value !== 'string') {
      const nested = microValue(value, 'name', 'url', 'contentUrl');
      if (nested) return nested;
    }
  }
  return null;
};

const microItem = (item: MicrodataItem | null, name: string): MicrodataItem | null => {
  const value = item?.props.get(name)?.[0];
  return value && typeof value !== 'string' ? value : null;
};

const mainMicrodataItem = (items: MicrodataItem[]): MicrodataItem | null =>
  items.find((item) => item.props.has('name') || item.props.has('headline')) ?? items[0] ?? null;

const largestSize = (link: PageLink): number => {
  const sizes = link.sizes?.match(/\d+/g)?.map(Number) ?? [];
  return sizes.length > 0 ? Math.max(...sizes) : 0;
};

const bestIcon = (links: PageLink[]): PageLink | null => {
  const byRel = (rel: string) =>
    links.filter((link) => link.rel.includes(rel)).sort((a, b) => largestSize(b) - largestSize(a));
  return (
    byRel('apple-touch-icon')[0] ??
    byRel('apple-touch-icon-precomposed')[0] ??
    byRel('icon')[0] ??
    byRel('shortcut')[0] ??
    null
  );
};

const withCurrency = (amount: string | null, currency: string | null): string | null =>
  amount ? `${amount}${currency ? ` ${currency}` : ''}` : null;

export const extractMetadata = (signals: PageSignals, pageUrl: string): PageMetadata => {
  const meta = (key: string) => signals.meta.get(key) ?? null;
  const base = absoluteUrl(signals.baseHref, pageUrl) ?? pageUrl;
  const nodes = jsonLdNodes(signals.jsonLd);
  const node = mainNode(nodes);
  const publisherNode = publisherOf(node, nodes);
  const micro = mainMicrodataItem(signals.microdata);
  const link = (rel: string, type?: string) =>
    signals.links.find((entry) => entry.rel.includes(rel) && (!type || entry.type === type));

  const url = absoluteUrl(firstOf(meta('og:url'), link('canonical')?.href), base) ?? pageUrl;

  const title = firstOf(
    meta('og:title'),
    meta('twitter:title'),
    textOf(nodeField(node, 'headline')),
    textOf(nodeField(node, 'name')),
    microValue(micro, 'headline', 'name'),
    signals.title,
  );
  const description = firstOf(
    meta('og:description'),
    meta('twitter:description'),
    meta('description'),
    textOf(nodeField(node, 'description')),
    microValue(micro, 'description'),
  );
  const image = firstOf(
    meta('og:image:secure_url'),
    meta('og:image'),
    meta('og:image:url'),
    meta('twitter:image'),
    meta('twitter:image:src'),
    imageOf(nodeField(node, 'image')),
    imageOf(nodeField(node, 'thumbnailUrl')),
    imageOf(nodeField(node, 'thumbnail')),
    microValue(micro, 'image', 'thumbnailUrl'),
    link('image_src')?.href,
  );
  const articleAuthor = meta('article:author');
  const author = firstOf(
    namesOf(nodeField(node, 'author')),
    meta('author'),
    articleAuthor && !/^https?:/i.test(articleAuthor) ? articleAuthor : null,
    microValue(micro, 'author', 'creator'),
  );
  const date = firstOf(
    meta('article:published_time'),
    meta('og:published_time'),
    textOf(nodeField(node, 'datePublished')),
    textOf(nodeField(node, 'uploadDate')),
    textOf(nodeField(node, 'dateCreated')),
    meta('date'),
    meta('dc.date'),
    meta('pubdate'),
    microValue(micro, 'datePublished', 'uploadDate'),
  );
  const publisher = firstOf(
    meta('og:site_name'),
    textOf(publisherNode?.name),
    meta('application-name'),
    microValue(micro, 'publisher'),
  );
  const logo = firstOf(imageOf(publisherNode?.logo), bestIcon(signals.links)?.href);
  const price = firstOf(
    withCurrency(
      firstOf(meta('product:price:amount'), meta('og:price:amount')),
      firstOf(meta('product:price:currency'), meta('og:price:currency')),
    ),
    priceOf(nodeField(node, 'offers')),
    withCurrency(
      microValue(microItem(micro, 'offers') ?? micro, 'price', 'lowPrice'),
      microValue(microItem(micro, 'offers') ?? micro, 'priceCurrency'),
    ),
  );

  const oembed = link('alternate', 'application/json+oembed');
  return {
    result: {
      author: lineText(author),
      date: toIsoDate(date),
      description: lineText(description, MAX_CARD_DESCRIPTION),
      image: absoluteUrl(image, base),
      logo: absoluteUrl(logo, base),
      publisher: lineText(publisher),
      title: lineText(title),
      price: lineText(price),
      hostname: hostnameOf(pageUrl),
      url,
      video: videoOf(signals, base, url, pageUrl, node, micro),
    },
    oembedUrl: absoluteUrl(oembed?.href, base),
  };
};

export const hostnameOf = (address: string): string | null => {
  try {
    return new URL(address).hostname;
  } catch {
    return null;
  }
};

const videoOf = (
  signals: PageSignals,
  base: string,
  canonicalUrl: string,
  pageUrl: string,
  node: ReturnType<typeof mainNode>,
  micro: MicrodataItem | null,
): string | null => {
  const meta = (key: string) => signals.meta.get(key) ?? null;
  // The page itself on a known video site.
  for (const address of [pageUrl, canonicalUrl]) {
    const player = knownVideoPlayer(address);
    if (player) return player;
  }
  // Declared players: og:video of type text/html, JSON-LD or microdata embedUrl. A bare video
  // file (og:video of type video/mp4) is not a player and does not make a video card.
  const declared = [
    meta('og:video:secure_url'),
    meta('og:video:url'),
    meta('og:video'),
    meta('twitter:player'),
  ]
    .map((value) => absoluteUrl(value, base))
    .filter((value) => value !== null);
  for (const address of declared) {
    const player = knownVideoPlayer(address);
    if (player) return player;
  }
  const ogVideo = declared[0];
  if (ogVideo && meta('og:video:type')?.toLowerCase() === 'text/html') return ogVideo;
  const embedUrl = absoluteUrl(
    firstOf(
      node && typesOf(node).includes('VideoObject') ? textOf(node.embedUrl) : null,
      microValue(micro, 'embedUrl'),
    ),
    base,
  );
  if (embedUrl) return knownVideoPlayer(embedUrl) ?? embedUrl;
  return null;
};
