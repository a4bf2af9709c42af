// Transcript and chapter files -> what an episode page shows. Every reader takes text and gives
// values; an unreadable file gives null (the page then shows the episode without it).
import type { Chapter, EpisodeTranscriptLink, TranscriptCue } from '@podpie/core';
import { htmlToText, lineText } from '../parser/shared/html-text.ts';

/** Chapters kept at most: more than any real episode has. */
const MAX_CHAPTERS = 500;
/** A paragraph grows while the same person speaks, up to about this many characters. */
const PARAGRAPH_CHARS = 700;

/** The transcript types an episode page reads, best first (speakers and times before text). */
const TYPE_RANK: Record<string, number> = {
  'application/json': 5,
  'text/vtt': 4,
  'application/x-subrip': 3,
  'application/srt': 3,
  'text/srt': 3,
  'text/html': 2,
  'text/plain': 1,
};

/** The transcript offered in the best type the page reads, or null when none is readable. */
export function bestTranscript(
  links: readonly EpisodeTranscriptLink[] | undefined,
): EpisodeTranscriptLink | null {
  let best: EpisodeTranscriptLink | null = null;
  for (const link of links ?? []) {
    const rank = TYPE_RANK[link.type] ?? 0;
    if (rank > 0 && (best === null || rank > (TYPE_RANK[best.type] ?? 0))) best = link;
  }
  return best;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const seconds = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
};

/** podcast:chapters JSON (version 1.x): chapters with a start and a title, in time order. */
export function parseChapters(text: string): Chapter[] | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || !Array.isArray(json.chapters)) return null;
  const chapters: Chapter[] = [];
  for (const entry of json.chapters.slice(0, MAX_CHAPTERS)) {
    if (!isRecord(entry) || entry.toc === false) continue;
    const start = seconds(entry.startTime);
    const title = typeof entry.title === 'string' ? lineText(entry.title, 200) : null;
    if (start === null || !title) continue;
    const url = typeof entry.url === 'string' && /^https?:\/\//i.test(entry.url) ? entry.url : null;
    chapters.push({ start: Math.floor(start), title, url });
  }
  chapters.sort((a, b) => a.start - b.start);
  return chapters.length > 0 ? chapters : null;
}

/** `01:02:03.456`, `02:03.456` or SRT's `01:02:03,456` in seconds. */
function cueTime(text: string): number | null {
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{1,2})(?:[.,]\d+)?$/.exec(text.trim());
  if (!match) return null;
  const [, h, m, s] = match;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s);
}

/** "Name: words" at the start of a caption, as SRT and plain transcripts mark speakers. */
const SPEAKER_PREFIX = /^([\p{Lu}][\p{L}\p{N} .'’-]{0,40}):\s+(.+)$/su;

function splitSpeaker(text: string): { speaker: string | null; text: string } {
  const match = SPEAKER_PREFIX.exec(text);
  return match?.[1] && match[2]
    ? { speaker: match[1].trim(), text: match[2] }
    : { speaker: null, text };
}

/** VTT and SRT: blocks of a timing line and caption lines; VTT names speakers with <v Name>. */
function parseCaptions(text: string): TranscriptCue[] {
  const cues: TranscriptCue[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing === -1) continue;
    const start = cueTime(lines[timing]?.split('-->')[0] ?? '');
    let raw = lines.slice(timing + 1).join(' ');
    const voice = /<v(?:\.[^ >]*)?\s+([^>]+)>/.exec(raw);
    raw = raw.replace(/<[^>]*>/g, '');
    const caption = lineText(htmlToText(raw));
    if (!caption) continue;
    const named = voice?.[1]
      ? { speaker: lineText(voice[1], 60), text: caption }
      : splitSpeaker(caption);
    cues.push({ start, speaker: named.speaker, text: named.text });
  }
  return cues;
}

/** The Podcasting 2.0 JSON transcript: segments with speaker, startTime and body. */
function parseJsonTranscript(text: string): TranscriptCue[] | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || !Array.isArray(json.segments)) return null;
  return json.segments.flatMap((segment): TranscriptCue[] => {
    if (!isRecord(segment) || typeof segment.body !== 'string') return [];
    const body = lineText(segment.body);
    if (!body) return [];
    const speaker = typeof segment.speaker === 'string' ? lineText(segment.speaker, 60) : null;
    const start = seconds(segment.startTime);
    return [{ start: start === null ? null : Math.floor(start), speaker, text: body }];
  });
}

/** HTML and plain text: paragraphs, with "Name:" openings read as speakers; no times. */
function parseParagraphs(text: string, html: boolean): TranscriptCue[] {
  const plain = html ? htmlToText(text) : text.replace(/\r\n?/g, '\n');
  return plain
    .split(/\n+/)
    .map((line) => lineText(line))
    .filter((line): line is string => Boolean(line))
    .map((line) => ({ start: null, ...splitSpeaker(line) }));
}

/**
 * Consecutive captions of one speaker become one paragraph that starts at the first one's time:
 * a transcript reads like one, and a 90-minute episode stays a few dozen kilobytes on the wire.
 */
export function joinCues(cues: readonly TranscriptCue[]): TranscriptCue[] {
  const joined: TranscriptCue[] = [];
  for (const cue of cues) {
    const last = joined[joined.length - 1];
    const sameVoice = last !== undefined && (cue.speaker === null || cue.speaker === last.speaker);
    if (last && sameVoice && last.text.length + cue.text.length < PARAGRAPH_CHARS) {
      last.text = `${last.text} ${cue.text}`;
    } else {
      joined.push({ ...cue });
    }
  }
  return joined;
}

/** A transcript file of the given type as paragraphs; null when it holds nothing readable. */
export function parseTranscript(text: string, type: string): TranscriptCue[] | null {
  const kind = type.toLowerCase();
  const cues =
    kind === 'application/json'
      ? parseJsonTranscript(text)
      : kind === 'text/vtt' || TYPE_RANK[kind] === 3
        ? parseCaptions(text)
        : kind === 'text/html'
          ? parseParagraphs(text, true)
          : parseParagraphs(text, false);
  if (!cues || cues.length === 0) return null;
  return joinCues(cues);
}
