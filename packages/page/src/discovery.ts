import { findDirectory, type Pie } from '@podpie/core';
import { feedUrls } from './feeds.ts';
import type { PageMeta } from './meta.ts';
import { statusAt } from './rules.ts';
import { safeHref, safeImageSrc } from './safe-href.ts';

/** What lets podcast apps, search engines and the fediverse find the show behind a page. */
export interface PageDiscovery {
  /** The show's RSS feed, for `<link rel="alternate" type="application/rss+xml">`. */
  feedUrl: string | undefined;
  /** A schema.org PodcastSeries, already escaped for a `<script type="application/ld+json">`. */
  jsonLd: string;
}

/** The addresses of the show on podcast directories and platform badges a listener can see. */
function directoryLinks(pies: readonly Pie[]): string[] {
  const links = pies.flatMap((pie) => {
    if (pie.main_type === 'PODCAST-NETWORK') {
      if (findDirectory(pie.name)?.closed) return [];
      return [safeHref(pie.link_value)];
    }
    if (pie.main_type === 'PLATFORM-BADGE') return [safeHref(pie.link_value)];
    return [];
  });
  return [...new Set(links.filter((link): link is string => Boolean(link)))];
}

/**
 * JSON inside a script element ends at the first `</script`, and the HTML parser knows nothing of
 * JSON strings: escaping `<`, `>` and `&` keeps an owner's title from closing the element.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** The feed link and structured data of a published page, from what a listener sees now. */
export function pageDiscovery(
  pies: readonly Pie[],
  meta: PageMeta,
  canonicalUrl: string | undefined,
  now: Date,
): PageDiscovery {
  const visible = pies.filter((pie) => statusAt(pie, now) === 'visible');
  const feedUrl = feedUrls(visible)
    .map((url) => safeHref(url))
    .find((url) => url !== undefined);
  const sameAs = directoryLinks(visible);
  const image = safeImageSrc(meta.imageUrl);
  const series: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'PodcastSeries',
    name: meta.title,
  };
  if (meta.description) series.description = meta.description;
  if (image) series.image = image;
  if (canonicalUrl) series.url = canonicalUrl;
  if (feedUrl) series.webFeed = feedUrl;
  if (sameAs.length > 0) series.sameAs = sameAs;
  return { feedUrl, jsonLd: scriptSafeJson(series) };
}
