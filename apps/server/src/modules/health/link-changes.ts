import type { HealthFailureReason } from '@podpie/core';
import type { CheckResult } from './check.ts';
import type { DirectoryLink } from './links.ts';
import type { AddressStreak } from './repository.ts';

/** Failed checks in a row before a link that worked counts as broken (one bad answer is noise). */
export const BROKEN_STREAK = 2;

export type LinkChange =
  | {
      kind: 'broken';
      link: DirectoryLink;
      reason: HealthFailureReason;
      status: number | null;
    }
  | { kind: 'back'; link: DirectoryLink };

/**
 * The links whose state changed with this round of checks, from where each stood before it: a
 * link that had worked is broken on its BROKEN_STREAK-th failure in a row, and back on the first
 * good check after that. Each change happens on exactly one check, so its e-mail goes once.
 */
export function linkChanges(
  before: ReadonlyMap<string, Pick<AddressStreak, 'lastGoodAt' | 'failuresSince'>>,
  results: readonly { link: DirectoryLink; result: CheckResult }[],
): LinkChange[] {
  return results.flatMap(({ link, result }): LinkChange[] => {
    const streak = before.get(link.url);
    // A link that never worked was never announced as working, so it neither breaks nor returns.
    if (!streak?.lastGoodAt) return [];
    if (result.isError) {
      if (streak.failuresSince + 1 !== BROKEN_STREAK) return [];
      return [{ kind: 'broken', link, reason: result.reason ?? 'other', status: result.status }];
    }
    return streak.failuresSince >= BROKEN_STREAK ? [{ kind: 'back', link }] : [];
  });
}
