import { publicLink } from '@podpie/core';

/**
 * Where a page's addresses start: the owner's active domain when it has one (so canonical and
 * shared addresses credit it), otherwise the product's /<slug>.
 */
export function pageBase(publicUrl: string, slug: string, domain: string | null): string {
  return domain ? `https://${domain}` : publicLink(publicUrl, slug);
}
