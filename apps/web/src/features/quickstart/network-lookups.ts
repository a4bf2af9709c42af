import type { FeedDetails, NetworkLink } from '@podpie/core';
import type { ChosenShow } from './chosen-show.ts';
import { mergeNetworks } from './network-merge.ts';

/** The parsing service calls of SPEC.md §7 that find a show in the directories. */
export type NetworkLookupClient = {
  basicNetworks(body: {
    itunesId: number | null;
    rssFeed: string;
    name: string;
  }): Promise<NetworkLink[]>;
  feedDetails(body: { rssFeed: string }): Promise<FeedDetails>;
  iHeartRadio(body: { subtitle: string | null; name: string }): Promise<NetworkLink[]>;
  stitcher(body: {
    summary: string | null;
    description: string | null;
    name: string;
  }): Promise<NetworkLink[]>;
  playerFm(body: {
    artistName: string | null;
    name: string;
    rssFeed: string;
  }): Promise<NetworkLink[]>;
  spotify(body: { summary: string | null; name: string }): Promise<NetworkLink[]>;
  google(body: { rssFeed: string }): Promise<NetworkLink[]>;
};

/** The services searched, in order; each gets its own progress message. */
export const LOOKUP_STEPS = [
  'basic-networks',
  'feed-details',
  'iheart',
  'stitcher',
  'player-fm',
  'spotify',
  'google',
] as const;
export type LookupStep = (typeof LOOKUP_STEPS)[number];

export type LookupLog = (message: string, error: unknown) => void;

const EMPTY_DETAILS: FeedDetails = {
  summary: null,
  description: null,
  image: null,
  subtitle: null,
};

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Searches every directory for the show and merges what was found. A failed search is only
 * logged and counts as "nothing found" (SPEC.md §7), so one broken directory never stops the
 * quick start. `onStep` is told which service is being searched before each call.
 */
export async function lookUpNetworks(
  show: ChosenShow & { feedUrl: string },
  client: NetworkLookupClient,
  onStep: (step: LookupStep) => void,
  log: LookupLog,
): Promise<{ networks: NetworkLink[]; details: FeedDetails }> {
  const name = show.name;
  const rssFeed = show.feedUrl;

  async function attempt<T>(step: LookupStep, empty: T, call: () => Promise<T>): Promise<T> {
    onStep(step);
    try {
      return await call();
    } catch (error) {
      log(`Podcast network search failed: ${step}`, error);
      return empty;
    }
  }

  const basic = await attempt('basic-networks', [], () =>
    client.basicNetworks({ itunesId: show.itunesId, rssFeed, name }),
  );
  const details = await attempt('feed-details', EMPTY_DETAILS, () =>
    client.feedDetails({ rssFeed }),
  );
  const iheart = await attempt('iheart', [], () =>
    client.iHeartRadio({ subtitle: details.subtitle, name }),
  );
  const summary = filled(details.summary) ? details.summary : null;
  const description = filled(details.description) ? details.description : null;
  // Stitcher matches on the show's text, so without any there is nothing to ask it.
  let stitcher: NetworkLink[] = [];
  if (summary === null && description === null) onStep('stitcher');
  else {
    stitcher = await attempt('stitcher', [], () => client.stitcher({ summary, description, name }));
  }
  const playerFm = await attempt('player-fm', [], () =>
    client.playerFm({ artistName: show.artistName, name, rssFeed }),
  );
  const spotify = await attempt('spotify', [], () =>
    client.spotify({ summary: summary ?? description, name }),
  );
  const google = await attempt('google', [], () => client.google({ rssFeed }));

  // The directory entry and the feed the owner picked are facts already in hand.
  const known: NetworkLink[] = [
    ...(show.appleUrl ? [{ name: 'APPLE-PODCAST', url: show.appleUrl }] : []),
    { name: 'RSS', url: rssFeed },
  ];
  const networks = mergeNetworks([basic, known, iheart, stitcher, playerFm, spotify, google]);
  return { networks, details };
}
