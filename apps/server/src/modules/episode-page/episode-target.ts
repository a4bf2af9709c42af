import {
  type AppleEpisode,
  appleShowId,
  type Episode,
  type EpisodeTarget,
  findEpisodeByKey,
  matchAppleEpisode,
  type Pie,
} from '@podpie/core';
import { statusAt } from '@podpie/page';
import type { FastifyInstance } from 'fastify';
import { loadPageEpisodes } from './published-episodes.ts';

/** Apple's newest episodes of a show by its Apple id (the parser's iTunes client, cached an hour). */
export type AppleEpisodesOf = (appleId: number) => Promise<readonly AppleEpisode[]>;

/**
 * What the episode's app links need: its key, guid and enclosure, and Apple's own id of it when
 * the page lists the show on Apple Podcasts and Apple lists the episode. Apple out of reach only
 * costs the `?i=`: the link then opens the show.
 */
export async function episodeTarget(
  pies: readonly Pie[],
  found: { key: string; episode: Episode },
  appleEpisodesOf: AppleEpisodesOf | undefined,
  onAppleError: (error: unknown) => void,
): Promise<EpisodeTarget> {
  const target: EpisodeTarget = {
    key: found.key,
    guid: found.episode.guid,
    enclosureUrl: found.episode.enclosure_url,
  };
  const appleId = appleShowId(pies);
  if (appleId === null || !appleEpisodesOf) return target;
  try {
    return { ...target, appleTrackId: matchAppleEpisode(await appleEpisodesOf(appleId), target) };
  } catch (error) {
    onAppleError(error);
    return target;
  }
}

/**
 * Which episode of the published page of `projectId` the key names now, with what its app links
 * need (go/ links at the episode, modules/app-links); null when no such episode is on the page.
 */
export function episodeTargetFinder(app: FastifyInstance, appleEpisodesOf?: AppleEpisodesOf) {
  return async (projectId: number, key: string): Promise<EpisodeTarget | null> => {
    const now = app.now();
    const loaded = await loadPageEpisodes(app.db, projectId, now);
    const found = loaded ? findEpisodeByKey(loaded.episodes, key) : null;
    if (!loaded || !found) return null;
    const visible = loaded.page.pies.filter((pie) => statusAt(pie, now) === 'visible');
    return episodeTarget(visible, found, appleEpisodesOf, (error) =>
      app.log.warn({ err: error, key }, 'Apple episode ids out of reach; go/ opens the show'),
    );
  };
}
