import { z } from 'zod';

/** A UTC calendar day, YYYY-MM-DD. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .describe('A UTC day, YYYY-MM-DD');

/** GET /api/v1/projects/{id}/analytics?from=&to= (both days included). */
export const analyticsQuerySchema = z.object({ from: day, to: day });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

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
});
export type AnalyticsReport = z.output<typeof analyticsReportSchema>;

/** GET and PUT /api/v1/projects/{id}/analytics/settings. */
export const analyticsSettingsSchema = z.object({
  recording: z.boolean().describe('Whether the published page records views and clicks'),
});
export type AnalyticsSettings = z.output<typeof analyticsSettingsSchema>;

/**
 * What the page's beacon sends (as text, so sendBeacon needs no preflight): a view with the
 * referrer the browser gave, or a click on a block.
 */
export const pageEventSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('v'), p: z.number().int().positive(), r: z.string().max(2048) }),
  z.object({ t: z.literal('c'), p: z.number().int().positive(), b: z.number().int().positive() }),
]);
export type PageEvent = z.output<typeof pageEventSchema>;
