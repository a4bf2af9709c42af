const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** The three lengths of trust, by what the process hears of other processes' changes. */
export const TRUST_MS = { unheard: SECOND, announced: MINUTE, soleProcess: 10 * MINUTE } as const;

/**
 * How long a process serves a page version it read from the database without reading it again.
 * Every change is announced (page-changes.ts) and forgotten at once by every process that hears
 * it, so trust only bounds what a process may not hear: nothing at all in the only process of the
 * embedded database; a change made while Redis pub/sub was down, while subscribed (a minute, as
 * long as browsers and CDNs may keep the page anyway); any change by another process, otherwise.
 */
export function trust(hearing: { soleProcess: boolean; subscribed: boolean }): number {
  if (hearing.soleProcess) return TRUST_MS.soleProcess;
  return hearing.subscribed ? TRUST_MS.announced : TRUST_MS.unheard;
}
