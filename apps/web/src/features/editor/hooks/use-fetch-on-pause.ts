import { isHttpUrl, LINK_FETCH_DEBOUNCE_MS } from '@podpie/core';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../notifications/index.ts';
import { notifier, notify } from '../../notifications/index.ts';
import { useDebouncedCallback } from './use-debounced-callback.ts';

type Options<T> = {
  fetch: (url: string, signal: AbortSignal) => Promise<T>;
  onResult: (result: T, url: string) => void;
  /** Whether a failed fetch says so ('Unable to fetch data from {url}'); the owner's text stays. */
  explainFailure: boolean;
};

/**
 * SPEC.md §4/§9: once typing in a link or feed field pauses for 1 s, the address is fetched with
 * the 'Please wait' / 'Fetching data from' notice. A newer address cancels an older fetch.
 */
export function useFetchOnPause<T>({ fetch, onResult, explainFailure }: Options<T>) {
  const { t } = useTranslation();
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef({ fetch, onResult, explainFailure, t });
  latest.current = { fetch, onResult, explainFailure, t };

  useEffect(() => () => inFlight.current?.abort(), []);

  const run = useCallback(async (url: string) => {
    inFlight.current?.abort();
    if (!isHttpUrl(url)) return;
    const controller = new AbortController();
    inFlight.current = controller;
    // Raised as the fetch starts and closed as it ends, so it never outlives the work it describes.
    const waiting: Notice = {
      type: 'info',
      message: { key: 'messages:fetching.title' },
      description: { text: `${latest.current.t('messages:fetching.description')} ${url}` },
      autoReset: false,
    };
    notify(waiting);
    const closeWaiting = () => {
      if (notifier.current() === waiting) notifier.reset();
    };
    try {
      const result = await latest.current.fetch(url, controller.signal);
      closeWaiting();
      if (controller.signal.aborted) return;
      latest.current.onResult(result, url);
    } catch {
      closeWaiting();
      if (controller.signal.aborted || !latest.current.explainFailure) return;
      notify({
        type: 'error',
        message: { key: 'messages:fetchFailed.title', values: { url } },
        description: { key: 'messages:fetchFailed.description' },
      });
    }
  }, []);

  return useDebouncedCallback((url: string) => void run(url.trim()), LINK_FETCH_DEBOUNCE_MS);
}
