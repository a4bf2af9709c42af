import { z } from 'zod';
import { configErrorOf } from '../../lib/config-error.ts';
import { httpAddress, wholeNumber } from '../../lib/env-values.ts';
import { emptyAsUnset, outboundEnvSchema } from '../../lib/outbound-config.ts';

export const parserEnvSchema = outboundEnvSchema.extend({
  ITUNES_API_URL: httpAddress.default('https://itunes.apple.com'),
  /** Apple allows roughly 20 search calls a minute; calls beyond wait in a queue. */
  ITUNES_CALLS_PER_MINUTE: wholeNumber(1).default(20),
  SPOTIFY_CLIENT_ID: z.string().min(1).optional(),
  SPOTIFY_CLIENT_SECRET: z.string().min(1).optional(),
  SPOTIFY_API_URL: httpAddress.default('https://api.spotify.com'),
  SPOTIFY_ACCOUNTS_URL: httpAddress.default('https://accounts.spotify.com'),
  SPOTIFY_MARKET: z
    .string()
    .length(2, { error: 'must be a two-letter country code' })
    .default('US'),
  IHEART_API_URL: httpAddress.default('https://us.api.iheart.com'),
  PARSER_PORT: wholeNumber(0, 65_535).default(3001),
  PARSER_HOST: z.string().default('0.0.0.0'),
  /** Requests per minute and client IP, for each parser endpoint together. */
  PARSER_RATE_LIMIT_PER_MINUTE: wholeNumber(1).default(60),
  /** How long a successful feed or link answer is served from cache. */
  PARSER_CACHE_TTL_SECONDS: wholeNumber(0).default(300),
  PARSER_CACHE_MAX_ENTRIES: wholeNumber(1).default(500),
});
export type ParserConfig = z.output<typeof parserEnvSchema>;

/** The parsing service's section of the configuration; a bad variable throws a ConfigError. */
export const loadParserConfig = (env: Record<string, string | undefined>): ParserConfig => {
  const parsed = parserEnvSchema.safeParse(emptyAsUnset(env));
  if (!parsed.success) throw configErrorOf(parsed.error.issues, env);
  return parsed.data;
};
