import { isHttpUrl, LINK_FETCH_DEBOUNCE_MS } from '@podpie/core';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../notifications/notify.ts';
import { useDebouncedCallback } from './use-debounced-callback.ts';

type Options<T> = {
  fetch: (url: string, signal: AbortSignal) => Promise<T>;
  onResult: (result: T, url: string) => void;
  /** Feed addresses explain a failure; a link simply keeps what the owner typed. */
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
    notify({
      type: 'info',
      message: { key: 'messages:fetching.title' },
      description: { text: `${latest.current.t('messages:fetching.description')} ${url}` },
    });
    try {
      const result = await latest.current.fetch(url, controller.signal);
      if (controller.signal.aborted) return;
      latest.current.onResult(result, url);
    } catch {
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
