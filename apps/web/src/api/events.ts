import type { ApiClient } from './client.ts';

export type EventProperties = Record<string, string | number | boolean | null>;

/** Product analytics, stored by our own server (SPEC.md §7 analytics service). */
export function eventsApi(client: ApiClient) {
  return {
    track: (event: string, properties?: EventProperties) =>
      client.post('/v1/events', properties ? { event, properties } : { event }),
    identify: (traits: EventProperties) => client.post('/v1/events', { identify: traits }),
  };
}
