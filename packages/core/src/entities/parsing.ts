import { z } from 'zod';

/** One result of POST /parser/v1/itunes_podcast. */
export const podcastSearchResultSchema = z.object({
  artworkUrl600: z.string().nullable(),
  trackId: z.number().int(),
  trackViewUrl: z.string().nullable(),
  trackName: z.string(),
  feedUrl: z.string().nullable(),
  artistName: z.string().nullable(),
});
export type PodcastSearchResult = z.output<typeof podcastSearchResultSchema>;

/** A Podcasting 2.0 podcast:person. */
export const feedPersonSchema = z.object({
  name: z.string(),
  role: z.string().nullable(),
  group: z.string().nullable(),
  img: z.string().nullable(),
  href: z.string().nullable(),
});
export type FeedPerson = z.output<typeof feedPersonSchema>;

export const episodeSchema = z.object({
  guid: z.string().nullable(),
  title: z.string(),
  link: z.string().nullable(),
  description: z.string().nullable(),
  enclosure_url: z.string().nullable(),
  enclosure_type: z.string().nullable(),
  /** Whole seconds, whatever format the feed used. */
  duration: z.number().int().nullable(),
  /** ISO instant. */
  published_at: z.string().nullable(),
  image: z.string().nullable(),
  people: z.array(feedPersonSchema),
  /** The show notes as safe HTML (links, paragraphs, lists), cleaned by the parser's allow-list. */
  notes_html: z.string().nullable().optional(),
  /** podcast:chapters: the address of its JSON chapters file. */
  chapters_url: z.string().nullable().optional(),
  /** podcast:transcript, every one offered (the page picks the best type). */
  transcripts: z
    .array(
      z.object({
        url: z.string(),
        type: z.string(),
        language: z.string().nullable(),
        rel: z.string().nullable(),
      }),
    )
    .optional(),
});
export type EpisodeTranscriptLink = NonNullable<
  z.output<typeof episodeSchema>['transcripts']
>[number];
export type Episode = z.output<typeof episodeSchema>;

/** Podcasting 2.0 tags of the channel, as far as a page can use them. */
export const feedPodcastNamespaceSchema = z.object({
  /** podcast:guid, the show's id that follows it from host to host. */
  guid: z.string().nullable(),
  /** podcast:medium: podcast, music, video, audiobook, ... */
  medium: z.string().nullable(),
  /** podcast:funding: where listeners can support the show. */
  funding: z.array(z.object({ url: z.string(), title: z.string().nullable() })),
  /** podcast:trailer, newest first. */
  trailers: z.array(
    z.object({
      url: z.string(),
      title: z.string().nullable(),
      published_at: z.string().nullable(),
      type: z.string().nullable(),
    }),
  ),
  /** podcast:podroll: shows the podcaster recommends. */
  podroll: z.array(z.object({ feed_guid: z.string().nullable(), feed_url: z.string().nullable() })),
  /** podcast:value: how listeners can stream payments to the show. */
  value: z
    .object({
      type: z.string(),
      method: z.string().nullable(),
      recipients: z.array(
        z.object({
          name: z.string().nullable(),
          address: z.string(),
          split: z.number().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type FeedPodcastNamespace = z.output<typeof feedPodcastNamespaceSchema>;

/** GET /parser/v1/feed_parser: episodes and items are the same list, newest first. */
export const feedParseResultSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  link: z.string().nullable(),
  author: z.string().nullable(),
  itunes: z.object({ image: z.string().nullable() }),
  items: z.array(episodeSchema),
  people: z.array(feedPersonSchema),
  episodes: z.array(episodeSchema),
  podcast: feedPodcastNamespaceSchema.optional(),
  episode_count: z
    .number()
    .int()
    .nonnegative()
    .describe('How many episodes the feed lists; `episodes` keeps the newest 300 of them'),
});
export type FeedParseResult = z.output<typeof feedParseResultSchema>;

/** GET /parser/v1/url_parser. */
export const linkParseResultSchema = z.object({
  author: z.string().nullable(),
  date: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  logo: z.string().nullable(),
  publisher: z.string().nullable(),
  title: z.string().nullable(),
  price: z.string().nullable(),
  hostname: z.string().nullable(),
  url: z.string(),
  /** An embeddable player address when the page is a video (YouTube, Vimeo, oEmbed video). */
  video: z.string().nullable(),
});
export type LinkParseResult = z.output<typeof linkParseResultSchema>;

/** A directory link found for a show (POST /parser/v1/basic_networks). */
export const networkLinkSchema = z.object({ name: z.string(), url: z.string() });
export type NetworkLink = z.output<typeof networkLinkSchema>;
