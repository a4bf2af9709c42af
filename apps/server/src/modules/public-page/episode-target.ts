import {
  type AppleEpisode,
  appleIdOf,
  type Episode,
  type EpisodeTarget,
  findDirectory,
  matchAppleEpisode,
  type Pie,
} from '@podpie/core';

/** Apple's newest episodes of a show by its Apple id (the parser's iTunes client, cached an hour). */
export type AppleEpisodesOf = (appleId: number) => Promise<readonly AppleEpisode[]>;

/** The show's Apple id, from the page's Apple Podcasts entry. */
function appleShowId(pies: readonly Pie[]): number | null {
  const apple = pies.find(
    (pie) =>
      pie.main_type === 'PODCAST-NETWORK' && findDirectory(pie.name)?.name === 'APPLE-PODCAST',
  );
  return appleIdOf(apple?.link_value);
}

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
