import { type DirectoryName, findDirectory } from '../catalogue/directories.ts';

/** The platform a visitor's phone or computer runs, as far as listening apps go. */
export type ListenDevice = 'apple' | 'android' | 'other';

export interface ListenVisitor {
  device: ListenDevice;
  /**
   * Inside an app's own browser (Instagram, TikTok, Facebook, ...), where links to other apps
   * often fail: the page then offers to copy the feed and to open itself in the real browser.
   */
  inAppBrowser: boolean;
}

/** The sub_type of PODCAST-NETWORK entries that draws them as a 'Listen' section. */
export const LISTEN_SUB_TYPE = 'LISTEN';

const APPLE = /iPhone|iPad|iPod|Macintosh|Mac OS X/;
const ANDROID = /Android/;
const IN_APP =
  /Instagram|FBAN|FBAV|FB_IAB|FBIOS|musical_ly|BytedanceWebview|TikTok|Twitter|LinkedInApp|Snapchat|Pinterest|Line\/|MicroMessenger|; wv\)/;

/** What the ordering needs to know of a visitor, from the User-Agent header alone. */
export function listenVisitorOf(userAgent: string | null | undefined): ListenVisitor {
  const ua = userAgent ?? '';
  // Android browsers say "Linux; Android"; check it first, as some also mention "like Mac OS X".
  const device: ListenDevice = ANDROID.test(ua) ? 'android' : APPLE.test(ua) ? 'apple' : 'other';
  return { device, inAppBrowser: IN_APP.test(ua) };
}

/** Apps that exist only on Android: an Apple device is never offered them. */
const ANDROID_ONLY: ReadonlySet<DirectoryName> = new Set(['PODCASTADDICT', 'ANTENNAPOD']);
/** Apps made for Apple devices: on Android they go last. */
const APPLE_FIRST: ReadonlySet<DirectoryName> = new Set([
  'APPLE-PODCAST',
  'OVERCAST',
  'CASTRO',
  'CASTAMATIC',
]);

const directoryName = (name: string | null | undefined) => findDirectory(name ?? null)?.name;

/**
 * The owner's listening apps in the order this visitor should see them: Apple Podcasts first on
 * Apple devices, Android-only apps hidden there; on Android the Apple apps go last. Anyone else
 * sees the owner's order. A stable sort: the owner's order holds within each rank.
 */
export function orderForDevice<T extends { name: string | null }>(
  entries: readonly T[],
  device: ListenDevice,
): T[] {
  const rank = (entry: T): number => {
    const name = directoryName(entry.name);
    if (device === 'apple') return name === 'APPLE-PODCAST' ? 0 : 1;
    if (device === 'android') return name && APPLE_FIRST.has(name) ? 1 : 0;
    return 0;
  };
  return entries
    .filter((entry) => {
      const name = directoryName(entry.name);
      return !(device === 'apple' && name && ANDROID_ONLY.has(name));
    })
    .map((entry, index) => ({ entry, index, rank: rank(entry) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ entry }) => entry);
}

/** True when visitors on different devices see these apps in a different order or set. */
export function listenOrderVaries(entries: readonly { name: string | null }[]): boolean {
  const keys = (device: ListenDevice) =>
    orderForDevice(entries, device)
      .map((entry) => entry.name)
      .join('\n');
  const other = keys('other');
  return keys('apple') !== other || keys('android') !== other;
}

const APPLE_ID = /podcasts\.apple\.com\/(?:[a-z]{2}\/)?podcast\/(?:[^/?#]+\/)?id(\d+)/i;

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * pod.link's page for the show, which lists every app the owner did not: by the Apple id when
 * the page links to Apple Podcasts, else by the feed address. Null when neither is known.
 */
export function universalListenLink(
  appleLink: string | null | undefined,
  feedUrl: string | null | undefined,
): string | null {
  const id = appleLink ? APPLE_ID.exec(appleLink)?.[1] : undefined;
  if (id) return `https://pod.link/${id}`;
  const feed = feedUrl?.trim();
  if (feed && /^https?:\/\//i.test(feed)) return `https://pod.link/${base64Url(feed)}`;
  return null;
}
