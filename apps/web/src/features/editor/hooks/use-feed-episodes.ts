import type { Episode, Pie } from '@podpie/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorApi } from '../api/editor-api.ts';

/**
 * Episodes of every feed block on the page, fetched once per address so the preview shows what
 * listeners will see. A feed that cannot be read simply shows the block's fallback.
 */
export function useFeedEpisodes(api: EditorApi, pies: readonly Pie[]) {
  const [episodes, setEpisodes] = useState<Record<string, readonly Episode[]>>({});
  const requested = useRef(new Set<string>());

  const remember = useCallback((feedUrl: string, found: readonly Episode[]) => {
    requested.current.add(feedUrl);
    setEpisodes((current) => ({ ...current, [feedUrl]: found }));
  }, []);

  // One controller for the editor's lifetime: an edit must not cancel a feed still loading.
  const controller = useRef(new AbortController());
  useEffect(() => () => controller.current.abort(), []);

  useEffect(() => {
    for (const pie of pies) {
      const url = pie.main_type === 'PODCAST-FEED' ? pie.link_value?.trim() : undefined;
      if (!url || requested.current.has(url)) continue;
      requested.current.add(url);
      api
        .parseFeed(url, controller.current.signal)
        .then((feed) => setEpisodes((current) => ({ ...current, [url]: feed.episodes })))
        .catch(() => undefined);
    }
  }, [api, pies]);

  return { episodes, remember };
}
