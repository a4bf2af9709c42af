import { z } from 'zod';
import { networkLinkSchema, podcastSearchResultSchema } from '../entities/parsing.ts';

// The answers of the parsing service under /parser/v1 (SPEC.md §7): what the server's routes
// declare and what the app parses. The feed and link answers are feedParseResultSchema and
// linkParseResultSchema (entities/parsing.ts).

/** POST /parser/v1/itunes_podcast */
export const podcastSearchAnswerSchema = z.object({ results: z.array(podcastSearchResultSchema) });

/** POST /parser/v1/basic_networks */
export const networksAnswerSchema = z.object({ data: z.array(networkLinkSchema) });

/** POST /parser/v1/podcasts_{iHeartRadio,spotify,player_fm,stitcher,google} */
export const directoryAnswerSchema = networksAnswerSchema.extend({
  reason: z
    .string()
    .optional()
    .describe('Why no lookup was made: the directory closed or needs credentials not configured'),
});

/** POST /parser/v1/itunes_podcast_rss_feed_data: a show's texts and artwork, null when absent. */
export const feedDetailsAnswerSchema = z.object({
  summary: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  subtitle: z.string().nullable(),
});
export type FeedDetails = z.output<typeof feedDetailsAnswerSchema>;
