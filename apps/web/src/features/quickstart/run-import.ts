/** The answer of POST /api/v1/uploads/from_url. */
import type { UploadedImage } from '@podpie/core';
import {
  defaultProjectStyle,
  type FeedExtras,
  type FeedParseResult,
  type NetworkLink,
  type Pie,
  type ProjectStyle,
  starterStyle,
} from '@podpie/core';
import type { ChosenShow } from './chosen-show.ts';
import type { ImportStep } from './import-steps.ts';
import { type LookupLog, lookUpNetworks, type NetworkLookupClient } from './network-lookups.ts';

export type { UploadedImage };

/** What the core feed-import rule needs to lay out a starter page. */
export type FeedImportRequest = {
  feedUrl: string;
  trackName: string;
  artworkUrl: string | null;
  networks: NetworkLink[];
  description: string | null;
} & FeedExtras;

export type ImportDeps = {
  lookups: NetworkLookupClient;
  parseFeed(url: string): Promise<FeedParseResult>;
  uploadFromUrl(url: string): Promise<UploadedImage>;
  buildPies(request: FeedImportRequest): Pie[];
  log: LookupLog;
};

/** Why a quick start stopped; each has its own message and way forward on screen. */
export type ImportFailure =
  | { kind: 'feed'; url: string }
  | { kind: 'artwork' }
  | { kind: 'save'; signedIn: boolean };

/** A starter page: the project's style with the show's artwork, and its blocks. */
export type StarterPage = { project: ProjectStyle; pies: Pie[] };

export type ImportOutcome = { ok: true; page: StarterPage } | { ok: false; failure: ImportFailure };

export type ImportOptions = {
  /** After a failed artwork upload the owner may go on with a page without the picture. */
  withoutArtwork?: boolean;
};

/** The show's artwork on the page, and the page in the artwork's colours when it has them. */
function withArtwork(project: ProjectStyle, image: UploadedImage | null): ProjectStyle {
  if (!image) return project;
  return {
    ...(image.palette ? starterStyle(project, image.palette) : project),
    artwork_uuid: image.uuid,
    artwork_cdnUrl: image.cdnUrl,
    artwork_originalUrl: image.originalUrl,
    artwork_mime_type: image.mimeType,
  };
}

/**
 * Turns a picked show into a starter page: checks the feed can be read, stores the artwork with
 * the upload service, searches the directories, and lays the blocks out with the feed-import
 * rule. `onStep` hears each step as it starts.
 */
export async function runImport(
  show: ChosenShow,
  deps: ImportDeps,
  onStep: (step: ImportStep) => void,
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  onStep('feed');
  const feedUrl = show.feedUrl;
  if (!feedUrl) return { ok: false, failure: { kind: 'feed', url: show.appleUrl ?? show.name } };
  let feed: FeedParseResult;
  try {
    feed = await deps.parseFeed(feedUrl);
  } catch (error) {
    deps.log('Feed could not be read', error);
    return { ok: false, failure: { kind: 'feed', url: feedUrl } };
  }

  onStep('artwork');
  const artworkSource = show.artworkUrl ?? feed.itunes.image;
  let artwork: UploadedImage | null = null;
  if (artworkSource && !options.withoutArtwork) {
    try {
      artwork = await deps.uploadFromUrl(artworkSource);
    } catch (error) {
      deps.log('Artwork could not be stored', error);
      return { ok: false, failure: { kind: 'artwork' } };
    }
  }

  const { networks } = await lookUpNetworks({ ...show, feedUrl }, deps.lookups, onStep, deps.log);
  const pies = deps.buildPies({
    feedUrl,
    trackName: show.name,
    artworkUrl: artwork?.cdnUrl ?? null,
    networks,
    description: feed.description,
    ...feedExtras(feed),
  });
  return { ok: true, page: { project: withArtwork(defaultProjectStyle(), artwork), pies } };
}

/** What a starter page takes from the feed's Podcasting 2.0 tags: tips, hosts and trailer. */
function feedExtras(feed: FeedParseResult): FeedExtras {
  if (!feed.podcast) return { people: feed.people };
  return {
    funding: feed.podcast.funding,
    people: feed.people,
    trailer: feed.podcast.trailers[0] ?? null,
  };
}
