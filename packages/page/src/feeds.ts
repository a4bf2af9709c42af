import type { Pie } from '@podpie/core';

/**
 * The feed addresses a page's PODCAST-FEED blocks list episodes from: what the feed job keeps
 * fresh and what the server looks up before rendering (the `episodes` map is keyed by these).
 */
export function feedUrls(pies: readonly Pie[]): string[] {
  const urls = pies
    .filter((pie) => pie.main_type === 'PODCAST-FEED')
    .map((pie) => pie.link_value?.trim())
    .filter((url): url is string => Boolean(url));
  return [...new Set(urls)];
}
