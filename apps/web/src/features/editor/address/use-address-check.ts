import { type SlugAvailabilityAnswer, slugSchema } from '@podpie/core';
import { useEffect, useState } from 'react';

/** Typing pauses this long before the server is asked. */
export const ADDRESS_CHECK_DEBOUNCE_MS = 400;

export type AddressCheckCall = (
  slug: string,
  projectId: number | null,
  signal: AbortSignal,
) => Promise<SlugAvailabilityAnswer>;

/** Where the typed address stands; `reason` is a message for translateIssue. */
export type AddressCheck =
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'unavailable'; reason: string }
  /** The server could not answer: publishing may still go ahead and be refused there. */
  | { state: 'unknown' };

/**
 * Checks `typed` while the owner types: the link alias rules at once, then, once typing pauses,
 * whether the server lets them have it. An answer for an older value is dropped.
 */
export function useAddressCheck(
  typed: string | null,
  projectId: number | null,
  check: AddressCheckCall,
): AddressCheck {
  // Each result names the value it is about: the render right after a keystroke must not show
  // (and let Publish act on) the previous value's answer.
  const [result, setResult] = useState<{ typed: string; check: AddressCheck } | null>(null);
  useEffect(() => {
    if (typed === null) return;
    const settle = (check: AddressCheck) => setResult({ typed, check });
    const local = slugSchema.safeParse(typed);
    if (!local.success) {
      settle({ state: 'unavailable', reason: local.error.issues[0]?.message ?? '' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const answer = await check(local.data, projectId, controller.signal);
        if (controller.signal.aborted) return;
        settle(
          answer.status === 'available'
            ? { state: 'available' }
            : { state: 'unavailable', reason: answer.key ?? answer.message ?? '' },
        );
      } catch {
        if (!controller.signal.aborted) settle({ state: 'unknown' });
      }
    }, ADDRESS_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, projectId, check]);
  return result !== null && result.typed === typed ? result.check : { state: 'checking' };
}
