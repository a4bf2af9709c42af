import { z } from 'zod';

/** A UTC calendar day, YYYY-MM-DD. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .describe('A UTC day, YYYY-MM-DD');

/** GET /api/v1/projects/{id}/analytics?from=&to= (both days included). */
export const analyticsQuerySchema = z.object({ from: day, to: day });

const count = z.number().int().nonnegative();

export const analyticsDaySchema = z.object({
  date: day,
  views: count,
  unique_visitors: count,
  clicks: count,
});
export type AnalyticsDay = z.output<typeof analyticsDaySchema>;

/** What the analytics route answers: totals, one entry per day of the range, and the top lists. */
export const analyticsReportSchema = z.object({
  totals: z.object({ views: count, unique_visitors: count, clicks: count }),
  days: z.array(analyticsDaySchema).describe('Every day of the range, oldest first'),
  blocks: z
    .array(z.object({ pie_id: z.number().int(), title: z.string(), clicks: count }))
    .describe('Clicks per block, most clicked first'),
  referrers: z
    .array(z.object({ domain: z.string(), views: count }))
    .describe('Views per referring domain (visits from another site), most first'),
  devices: z
    .array(z.object({ device: z.enum(['mobile', 'tablet', 'desktop']), views: count }))
    .describe('Views per device class, most first'),
  episodes: z
    .array(
      z.object({
        key: z.string().describe("The episode's address under the page: /<slug>/<key>"),
        title: z.string().describe("The episode's title; its key when the feed no longer has it"),
        views: count,
        clicks: count.describe('App clicks from its page and its go/ links'),
        apps: z
          .array(z.object({ pie_id: z.number().int(), title: z.string(), clicks: count }))
          .describe('The apps chosen for it, most first'),
      }),
    )
    .describe('Episode pages by views and app clicks, most first (at most 50)'),
});
export type AnalyticsReport = z.output<typeof analyticsReportSchema>;

/** GET and PUT /api/v1/projects/{id}/analytics/settings. */
export const analyticsSettingsSchema = z.object({
  recording: z.boolean().describe('Whether the published page records views and clicks'),
});

/**
 * What the page's beacon sends (as text, so sendBeacon needs no preflight): a view with the
 * referrer the browser gave, or a click on a block, each with the token of the page it came from.
 */
const pageToken = z.string().max(64);
/** An episode page's key (see EpisodeTarget): its views and clicks are counted per episode. */
export const episodeKeySchema = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[A-Za-z0-9._~-]+$/);
export const pageEventSchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('v'),
    p: z.number().int().positive(),
    k: pageToken,
    r: z.string().max(2048),
    e: episodeKeySchema.optional(),
  }),
  z.object({
    t: z.literal('c'),
    p: z.number().int().positive(),
    k: pageToken,
    b: z.number().int().positive(),
    e: episodeKeySchema.optional(),
  }),
]);
export type PageEvent = z.output<typeof pageEventSchema>;
