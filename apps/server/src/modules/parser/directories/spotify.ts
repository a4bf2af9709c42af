import type { NetworkLink } from '@podpie/core';
import { z } from 'zod';
import { isOutboundError, type OutboundClient } from '../../../lib/outbound.ts';
import { ParserError } from '../errors.ts';
import { sameTitle } from '../networks/basic-networks.ts';

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number().default(3600) });
const showSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  external_urls: z.looseObject({ spotify: z.string().optional() }).optional(),
});
const searchSchema = z.looseObject({
  shows: z.looseObject({ items: z.array(z.unknown()).default([]) }).optional(),
});
type SpotifyShow = z.output<typeof showSchema>;

export interface SpotifyClient {
  /** False when SPOTIFY_CLIENT_ID / SPOTIFY_CLIENT_SECRET are not set. */
  readonly configured: boolean;
  /** The show's Spotify link when a show of exactly that name exists. */
  findShow(name: string, summary: string | null): Promise<NetworkLink[]>;
}

const unreachable = () =>
  new ParserError('upstream_failed', 'Spotify could not be reached, please try again.');

/** Of several shows with the same name, the one whose description opens like the feed's. */
const bestMatch = (shows: SpotifyShow[], summary: string | null): SpotifyShow | undefined => {
  if (shows.length <= 1 || !summary) return shows[0];
  const normal = (value: string) =>
    value
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const ours = normal(summary);
  const opensLikeOurs = (description: string) => {
    const theirs = normal(description);
    const length = Math.min(40, ours.length, theirs.length);
    return length >= 10 && theirs.slice(0, length) === ours.slice(0, length);
  };
  return shows.find((show) => opensLikeOurs(show.description ?? '')) ?? shows[0];
};

export const createSpotifyClient = (deps: {
  apiUrl: string;
  accountsUrl: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  market: string;
  outbound: OutboundClient;
  now?: () => number;
}): SpotifyClient => {
  const now = deps.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;

  const accessToken = async (): Promise<string> => {
    if (token && token.expiresAt > now()) return token.value;
    const credentials = Buffer.from(`${deps.clientId}:${deps.clientSecret}`).toString('base64');
    const { response, json } = await deps.outbound.requestJson({
      url: `${deps.accountsUrl}/api/token`,
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const parsed = tokenSchema.safeParse(json);
    if (response.status !== 200 || !parsed.success) throw unreachable();
    // Renew a minute early so a token never expires mid-request.
    token = {
      value: parsed.data.access_token,
      expiresAt: now() + (parsed.data.expires_in - 60) * 1000,
    };
    return token.value;
  };

  const search = async (name: string, retry: boolean): Promise<SpotifyShow[]> => {
    const params = new URLSearchParams({ q: name, type: 'show', limit: '10', market: deps.market });
    const { response, json } = await deps.outbound.requestJson({
      url: `${deps.apiUrl}/v1/search?${params.toString()}`,
      headers: { authorization: `Bearer ${await accessToken()}` },
    });
    if (response.status === 401 && retry) {
      token = null;
      return search(name, false);
    }
    const parsed = searchSchema.safeParse(json);
    if (response.status !== 200 || !parsed.success) throw unreachable();
    // Spotify's search lists null for shows unavailable in the market.
    return (parsed.data.shows?.items ?? [])
      .map((item) => showSchema.safeParse(item))
      .filter((result) => result.success)
      .map((result) => result.data);
  };

  return {
    configured: Boolean(deps.clientId && deps.clientSecret),
    async findShow(name, summary) {
      try {
        const shows = (await search(name, true)).filter((show) => sameTitle(show.name, name));
        const show = bestMatch(shows, summary);
        if (!show) return [];
        return [
          {
            name: 'SPOTIFY',
            url: show.external_urls?.spotify ?? `https://open.spotify.com/show/${show.id}`,
          },
        ];
      } catch (error) {
        if (isOutboundError(error)) throw unreachable();
        throw error;
      }
    },
  };
};
