import { z } from 'zod';

/** One chapter of an episode (podcast:chapters JSON), its start in seconds. */
export const chapterSchema = z.object({
  start: z.number().nonnegative(),
  title: z.string(),
  url: z.string().nullable(),
});
export type Chapter = z.output<typeof chapterSchema>;

/** One paragraph of a transcript: who speaks, from when (null when the format has no times). */
export const transcriptCueSchema = z.object({
  start: z.number().nonnegative().nullable(),
  speaker: z.string().nullable(),
  text: z.string(),
});
export type TranscriptCue = z.output<typeof transcriptCueSchema>;

/** The moment a `?t=` asks for: seconds, `12:34` or `1:02:03`, `1h2m3s`; null when unreadable. */
export function parseStartTime(value: string | null | undefined): number | null {
  const text = value?.trim().toLowerCase();
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.floor(Number(text));
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{1,2})$/.exec(text);
  if (clock) {
    const [, h, m, s] = clock;
    if (Number(s) > 59 || (h !== undefined && Number(m) > 59)) return null;
    return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s);
  }
  const units = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (units && text !== '') {
    const [, h, m, s] = units;
    return Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
  }
  return null;
}

/** Seconds as a clock a listener reads: 0:05, 12:34, 1:02:03. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
