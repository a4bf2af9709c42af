// Request schemas of the parsing service (its answers are declared once in @podpie/core, which the
// app parses with); they validate input and document the OpenAPI page.
import { z } from 'zod';
import { errorAnswer } from '../../lib/schemas.ts';
import { httpUrlSchema } from './shared/http-url.ts';

/** Clients send '' for a field they do not have; that means the same as leaving it out. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullish());

const text = (max: number) => z.string().trim().max(max);

/** SPEC.md §7: the term arrives URL-encoded; a term that does not decode is taken as typed. */
const decodedTerm = z
  .string()
  .transform((value) => {
    try {
      return decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return value;
    }
  })
  .pipe(z.string().trim().min(1, 'must not be empty').max(200));

export const uriQuerySchema = z.object({ uri: httpUrlSchema });

export const itunesSearchBodySchema = z.object({
  term: decodedTerm.describe('What the owner typed: a show name or author'),
});

export const basicNetworksBodySchema = z.object({
  itunesId: optional(
    z.union([z.number().int().positive(), z.string().trim().regex(/^\d+$/).transform(Number)]),
  ).describe('The Apple Podcasts id (trackId)'),
  rssFeed: optional(httpUrlSchema),
  name: optional(text(300)),
});

export const rssFeedDataBodySchema = z.object({ rssFeed: httpUrlSchema });

export const iheartBodySchema = z.object({
  name: text(300).min(1),
  subtitle: optional(text(2000)),
});
export const stitcherBodySchema = z.object({
  name: optional(text(300)),
  summary: optional(z.string()),
  description: optional(z.string()),
});
export const playerFmBodySchema = z.object({
  name: optional(text(300)),
  artistName: optional(text(300)),
  rssFeed: optional(httpUrlSchema),
});
export const spotifyBodySchema = z.object({
  name: text(300).min(1),
  summary: optional(z.string()),
});
export const googleBodySchema = z.object({ rssFeed: optional(z.string()) });

/** Error answers every endpoint may give. */
export const errorAnswers = {
  400: errorAnswer,
  422: errorAnswer,
  429: errorAnswer,
  502: errorAnswer,
} as const;
