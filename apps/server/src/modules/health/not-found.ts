/**
 * Directories that answer a removed or unknown show with a 200 page saying so. The wording is what
 * their pages say; either apostrophe is accepted because their copy uses the typographic one.
 */
export type SoftNotFound = 'apple-podcasts' | 'spotify';

const APOSTROPHE = "['\u2019]";

const RECOGNISERS: readonly { directory: SoftNotFound; matches: (html: string) => boolean }[] = [
  {
    // Apple: the storefront's "Item Not Available" page, and the newer web app's error page.
    directory: 'apple-podcasts',
    matches: (html) =>
      new RegExp(`The item you${APOSTROPHE}ve requested is not currently available`, 'i').test(
        html,
      ) ||
      new RegExp(`The page you${APOSTROPHE}re looking for can${APOSTROPHE}t be found`, 'i').test(
        html,
      ),
  },
  {
    // Spotify's web player serves its error page ("Page not found") with 200 for an unknown show.
    directory: 'spotify',
    matches: (html) =>
      new RegExp(`We can${APOSTROPHE}t seem to find the page you are looking for`, 'i').test(
        html,
      ) ||
      (/<title>\s*Page not found\s*[|\-–]?\s*(Spotify)?\s*<\/title>/i.test(html) &&
        /spotify/i.test(html)),
  },
];

/** Which directory's "not found" page this is, or null for an ordinary page. */
export function softNotFoundOf(html: string): SoftNotFound | null {
  return RECOGNISERS.find((recogniser) => recogniser.matches(html))?.directory ?? null;
}
