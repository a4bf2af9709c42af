import type { Episode } from '@podpie/core';
import type { Database } from '../../db/client.ts';
import { isOutboundError, type OutboundClient } from '../../lib/outbound.ts';
import {
  type EpisodeFileKind,
  type EpisodeFileRow,
  knownEpisodeFiles,
  saveEpisodeFile,
} from './repository.ts';
import { bestTranscript, parseChapters, parseTranscript } from './transcript-parse.ts';

/** The bounds of one chapters or transcript file: a few MB and a few seconds. */
export type EpisodeFileBounds = {
  chaptersBytes: number;
  transcriptBytes: number;
  timeoutMs: number;
};
export const EPISODE_FILE_BOUNDS: Readonly<EpisodeFileBounds> = {
  chaptersBytes: 1024 * 1024,
  transcriptBytes: 4 * 1024 * 1024,
  timeoutMs: 8_000,
};
/** Files read per feed refresh (newest episodes first); the rest wait for the next refresh. */
export const FILES_PER_REFRESH = 8;
const AT_ONCE = 4;

type WantedFile = { url: string; kind: EpisodeFileKind; type: string };

/** The files an episode page shows: its chapters and its best transcript. */
export function episodeFileLinks(episode: Episode): {
  chapters: string | null;
  transcript: WantedFile | null;
} {
  const transcript = bestTranscript(episode.transcripts);
  return {
    chapters: episode.chapters_url ?? null,
    transcript: transcript
      ? { url: transcript.url, kind: 'transcript', type: transcript.type }
      : null,
  };
}

function wantedFiles(episodes: readonly Episode[]): WantedFile[] {
  return episodes.flatMap((episode) => {
    const links = episodeFileLinks(episode);
    const wanted: WantedFile[] = [];
    if (links.chapters)
      wanted.push({ url: links.chapters, kind: 'chapters', type: 'application/json' });
    if (links.transcript) wanted.push(links.transcript);
    return wanted;
  });
}

export type FileOutcome = { parsed: EpisodeFileRow['parsed']; failure: string | null };

/** One file through the guarded client, within its bounds, read into what the page shows. */
export async function readEpisodeFile(
  outbound: OutboundClient,
  file: WantedFile,
  bounds: EpisodeFileBounds = EPISODE_FILE_BOUNDS,
): Promise<FileOutcome> {
  try {
    const response = await outbound.request({
      url: file.url,
      maxBytes:
        file.kind === 'chapters'
          ? EPISODE_FILE_BOUNDS.chaptersBytes
          : EPISODE_FILE_BOUNDS.transcriptBytes,
      signal: AbortSignal.timeout(bounds.timeoutMs),
    });
    if (response.status < 200 || response.status >= 300) {
      return { parsed: null, failure: `it answered ${response.status}` };
    }
    const text = response.body.toString('utf8');
    if (file.kind === 'chapters') {
      const chapters = parseChapters(text);
      return chapters
        ? { parsed: { chapters }, failure: null }
        : { parsed: null, failure: 'it holds no chapters' };
    }
    const cues = parseTranscript(text, file.type);
    return cues
      ? { parsed: { cues }, failure: null }
      : { parsed: null, failure: 'it holds no transcript' };
  } catch (error) {
    if (isOutboundError(error)) return { parsed: null, failure: error.message };
    // The caller's own signal ends as an AbortError outside the client's own deadline.
    if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
      return { parsed: null, failure: `${file.url} took too long to answer` };
    }
    throw error;
  }
}

/**
 * Reads the chapters and transcripts of the feed's newest episodes that were never read, a few
 * per refresh, and keeps each (or why it was left out). True when a page has something new to show.
 */
export async function refreshEpisodeFiles(
  deps: {
    db: Database;
    outbound: OutboundClient;
    now: () => Date;
    log: (file: { url: string; kind: EpisodeFileKind; failure: string }) => void;
    bounds?: EpisodeFileBounds;
  },
  episodes: readonly Episode[],
): Promise<boolean> {
  const wanted = wantedFiles(episodes);
  if (wanted.length === 0) return false;
  const known = await knownEpisodeFiles(
    deps.db,
    wanted.map((file) => file.url),
  );
  const unique = new Map<string, WantedFile>();
  for (const file of wanted)
    if (!known.has(file.url) && !unique.has(file.url)) unique.set(file.url, file);
  const batch = [...unique.values()].slice(0, FILES_PER_REFRESH);
  let readable = false;
  for (let start = 0; start < batch.length; start += AT_ONCE) {
    await Promise.all(
      batch.slice(start, start + AT_ONCE).map(async (file) => {
        const outcome = await readEpisodeFile(deps.outbound, file, deps.bounds);
        if (outcome.failure) deps.log({ url: file.url, kind: file.kind, failure: outcome.failure });
        else readable = true;
        await saveEpisodeFile(deps.db, {
          url: file.url,
          kind: file.kind,
          parsed: outcome.parsed,
          failure: outcome.failure,
          fetchedAt: deps.now(),
        });
      }),
    );
  }
  return readable;
}
