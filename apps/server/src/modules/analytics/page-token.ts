import { timingSafeEqual } from 'node:crypto';
import { utcDay } from '@podpie/core';
import { signText } from '../../lib/secret-box.ts';

const PURPOSE = 'page-beacon';
const DAY_MS = 86_400_000;

function tokenFor(appSecret: string, projectId: number, day: string): string {
  return `${day}.${signText(appSecret, PURPOSE, `${projectId}:${day}`).slice(0, 22)}`;
}

/**
 * The token a rendered page hands its beacon: one per page and UTC day, so every visitor of a
 * cached copy shares it and the page cache keeps working; a beacon without one had no page view.
 */
export function pageToken(appSecret: string, projectId: number, now: Date): string {
  return tokenFor(appSecret, projectId, utcDay(now));
}

/** The instant the token of `now`'s day is replaced: a page carrying one is drawn again then. */
export function pageTokenRenewsAt(now: Date): number {
  return Date.parse(utcDay(now)) + DAY_MS;
}

/**
 * True for a token of this page from today or yesterday (a page opened before midnight, or a
 * copy cached across it, still counts).
 */
export function isValidPageToken(
  appSecret: string,
  projectId: number,
  token: string,
  now: Date,
): boolean {
  const day = token.slice(0, 10);
  if (day !== utcDay(now) && day !== utcDay(new Date(now.getTime() - DAY_MS))) return false;
  const expected = Buffer.from(tokenFor(appSecret, projectId, day));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
