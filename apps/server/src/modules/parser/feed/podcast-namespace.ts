// The Podcasting 2.0 tags a page can use, read from the channel while parse-feed streams through
// the document: podcast:funding, podcast:trailer, podcast:podroll and podcast:value (guid and
// medium are plain text fields of the channel, see CHANNEL_TEXT).
import type { FeedPodcastNamespace } from '@podpie/core';
import { toIsoDate } from '../shared/dates.ts';
import { lineText } from '../shared/html-text.ts';
import { absoluteUrl } from '../shared/http-url.ts';

type Attributes = Record<string, string>;
type TextTag = { attributes: Attributes; text: string };

/** What the channel's podcast:* tags said, before it is checked and shaped. */
export interface PodcastDraft {
  funding: TextTag[];
  trailers: TextTag[];
  remoteItems: Attributes[];
  value: { attributes: Attributes; recipients: Attributes[] } | null;
}

/** A feed lists a handful of each; more is noise or an attack, and costs the page nothing. */
const MAX_EACH = 20;

export const newPodcastDraft = (): PodcastDraft => ({
  funding: [],
  trailers: [],
  remoteItems: [],
  value: null,
});

/**
 * A podcast:* tag directly inside the channel. Text tags are read by `capture`, which calls back
 * with the element's text. Answers whether the tag was one of these.
 */
export function onPodcastChannelTag(
  draft: PodcastDraft,
  name: string,
  attributes: Attributes,
  capture: (finish: (text: string) => void) => void,
): boolean {
  const list =
    name === 'podcast:funding' ? draft.funding : name === 'podcast:trailer' ? draft.trailers : null;
  if (list) {
    if (list.length >= MAX_EACH) return true;
    const tag: TextTag = { attributes, text: '' };
    list.push(tag);
    capture((text) => {
      tag.text = text;
    });
    return true;
  }
  if (name === 'podcast:value') {
    draft.value ??= { attributes, recipients: [] };
    return true;
  }
  return name === 'podcast:podroll';
}

/** A tag inside podcast:podroll or podcast:value. */
export function onPodcastNestedTag(
  draft: PodcastDraft,
  name: string,
  parent: string,
  attributes: Attributes,
): void {
  if (parent === 'podcast:podroll' && name === 'podcast:remoteitem') {
    if (draft.remoteItems.length < MAX_EACH) draft.remoteItems.push(attributes);
  } else if (parent === 'podcast:value' && name === 'podcast:valuerecipient') {
    if (draft.value && draft.value.recipients.length < MAX_EACH) {
      draft.value.recipients.push(attributes);
    }
  }
}

const split = (value: string | undefined): number | null => {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number) ? number : null;
};

/** The channel's Podcasting 2.0 data: only http(s) links, text flattened to one line. */
export function toPodcastNamespace(
  draft: PodcastDraft,
  fields: { guid: string | undefined; medium: string | undefined },
  base: string | null,
): FeedPodcastNamespace {
  const funding = draft.funding.flatMap((tag) => {
    const url = absoluteUrl(tag.attributes.url, base);
    return url ? [{ url, title: lineText(tag.text) }] : [];
  });
  const trailers = draft.trailers
    .flatMap((tag) => {
      const url = absoluteUrl(tag.attributes.url, base);
      if (!url) return [];
      return [
        {
          url,
          title: lineText(tag.text),
          published_at: toIsoDate(tag.attributes.pubdate),
          type: lineText(tag.attributes.type),
        },
      ];
    })
    .sort((a, b) => Date.parse(b.published_at ?? '0') - Date.parse(a.published_at ?? '0'));
  const podroll = draft.remoteItems
    .map((item) => ({
      feed_guid: lineText(item.feedguid),
      feed_url: absoluteUrl(item.feedurl, base),
    }))
    .filter((item) => item.feed_guid || item.feed_url);
  const value = draft.value
    ? {
        type: lineText(draft.value.attributes.type) ?? 'unknown',
        method: lineText(draft.value.attributes.method),
        recipients: draft.value.recipients.flatMap((recipient) => {
          const address = lineText(recipient.address);
          return address
            ? [{ name: lineText(recipient.name), address, split: split(recipient.split) }]
            : [];
        }),
      }
    : null;
  return {
    guid: lineText(fields.guid),
    medium: lineText(fields.medium)?.toLowerCase() ?? null,
    funding,
    trailers,
    podroll,
    value,
  };
}
