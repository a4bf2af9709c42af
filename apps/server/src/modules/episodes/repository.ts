import { type Chapter, chapterSchema, type TranscriptCue, transcriptCueSchema } from '@podpie/core';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { episodeFiles } from '../../db/schema.ts';

export type EpisodeFileKind = 'chapters' | 'transcript';

/** What episode_files.parsed holds, by kind. */
const storedChapters = z.object({ chapters: z.array(chapterSchema) });
const storedTranscript = z.object({ cues: z.array(transcriptCueSchema) });

export type EpisodeFileRow = {
  url: string;
  kind: EpisodeFileKind;
  parsed: { chapters: Chapter[] } | { cues: TranscriptCue[] } | null;
  failure: string | null;
  fetchedAt: Date;
};

/** The addresses among `urls` that were read already, well or not. */
export async function knownEpisodeFiles(db: Queryable, urls: readonly string[]) {
  if (urls.length === 0) return new Set<string>();
  const rows = await db
    .select({ url: episodeFiles.url })
    .from(episodeFiles)
    .where(inArray(episodeFiles.url, [...new Set(urls)]));
  return new Set(rows.map((row) => row.url));
}

export async function saveEpisodeFile(db: Queryable, row: EpisodeFileRow): Promise<void> {
  const values = {
    kind: row.kind,
    parsed: row.parsed,
    failure: row.failure,
    fetchedAt: row.fetchedAt,
  };
  await db
    .insert(episodeFiles)
    .values({ url: row.url, ...values })
    .onConflictDoUpdate({ target: episodeFiles.url, set: values });
}

/** One episode's chapters and transcript as stored, each null when missing or left out. */
export async function episodeFilesOf(
  db: Queryable,
  files: { chapters: string | null; transcript: string | null },
): Promise<{ chapters: Chapter[] | null; transcript: TranscriptCue[] | null }> {
  const urls = [files.chapters, files.transcript].filter((url): url is string => Boolean(url));
  if (urls.length === 0) return { chapters: null, transcript: null };
  const rows = await db
    .select({ url: episodeFiles.url, parsed: episodeFiles.parsed })
    .from(episodeFiles)
    .where(inArray(episodeFiles.url, urls));
  const parsedOf = (url: string | null) => rows.find((row) => row.url === url)?.parsed;
  const chapters = storedChapters.safeParse(parsedOf(files.chapters));
  const transcript = storedTranscript.safeParse(parsedOf(files.transcript));
  return {
    chapters: chapters.success ? chapters.data.chapters : null,
    transcript: transcript.success ? transcript.data.cues : null,
  };
}
