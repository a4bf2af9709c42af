import type { Pie } from '../pie/schema.ts';

/**
 * A feed block's "link episodes to" option, kept in its otherwise unused `button_text`: unset
 * (the default) links each episode to its page on Podpie; this value links to the episode's own
 * web page or audio file as before.
 */
export const FEED_LINKS_TO_SOURCE = 'source';

/** True when the block's episodes open their Podpie episode pages (the default). */
export function feedLinksToEpisodePages(pie: Pick<Pie, 'button_text'>): boolean {
  return pie.button_text !== FEED_LINKS_TO_SOURCE;
}
