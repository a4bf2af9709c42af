import type { NetworkLink } from '@podpie/core';
import { z } from 'zod';
import { isOutboundError, type OutboundClient } from '../../../lib/outbound.ts';
import { ParserError } from '../errors.ts';
import { sameTitle } from '../networks/basic-networks.ts';

const podcastSchema = z.looseObject({ id: z.number().int(), title: z.string() });
const searchSchema = z.looseObject({
  results: z.looseObject({ podcasts: z.array(z.unknown()).default([]) }).optional(),
});

const unreachable = () =>
  new ParserError('upstream_failed', 'iHeartRadio could not be reached, please try again.');

/** iHeartRadio's public search: the show's page when a podcast of exactly that name exists. */
export const findOnIheart = async (
  deps: { apiUrl: string; outbound: OutboundClient },
  name: string,
): Promise<NetworkLink[]> => {
  const params = new URLSearchParams({
    keywords: name,
    maxRows: '10',
    podcast: 'true',
    station: 'false',
    artist: 'false',
    track: 'false',
    playlist: 'false',
    keyword: 'true',
  });
  try {
    const { response, json } = await deps.outbound.requestJson({
      url: `${deps.apiUrl}/api/v3/search/all?${params.toString()}`,
    });
    const parsed = searchSchema.safeParse(json);
    if (response.status !== 200 || !parsed.success) throw unreachable();
    const match = (parsed.data.results?.podcasts ?? [])
      .map((entry) => podcastSchema.safeParse(entry))
      .filter((result) => result.success)
      .map((result) => result.data)
      .find((podcast) => sameTitle(podcast.title, name));
    return match ? [{ name: 'IHEART', url: `https://www.iheart.com/podcast/${match.id}/` }] : [];
  } catch (error) {
    if (isOutboundError(error)) throw unreachable();
    throw error;
  }
};
