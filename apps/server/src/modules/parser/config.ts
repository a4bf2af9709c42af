import { z } from 'zod';
import { emptyAsUnset, outboundEnvSchema } from '../../lib/outbound-config.ts';

const baseUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

export const parserEnvSchema = outboundEnvSchema.extend({
  ITUNES_API_URL: baseUrl.default('https://itunes.apple.com'),
  /** Apple allows roughly 20 search calls a minute; calls beyond wait in a queue. */
  ITUNES_CALLS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  SPOTIFY_CLIENT_ID: z.string().min(1).optional(),
  SPOTIFY_CLIENT_SECRET: z.string().min(1).optional(),
  SPOTIFY_API_URL: baseUrl.default('https://api.spotify.com'),
  SPOTIFY_ACCOUNTS_URL: baseUrl.default('https://accounts.spotify.com'),
  SPOTIFY_MARKET: z.string().length(2).default('US'),
  IHEART_API_URL: baseUrl.default('https://us.api.iheart.com'),
  PARSER_PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
  PARSER_HOST: z.string().default('0.0.0.0'),
  /** Requests per minute and client IP, for each parser endpoint together. */
  PARSER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** How long a successful feed or link answer is served from cache. */
  PARSER_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(300),
  PARSER_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(500),
});
export type ParserConfig = z.output<typeof parserEnvSchema>;

/** Environment -> validated parser config; throws one readable error listing every bad variable. */
export const loadParserConfig = (env: Record<string, string | undefined>): ParserConfig => {
  const parsed = parserEnvSchema.safeParse(emptyAsUnset(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid parser configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
};
