import InAppSpy from 'inapp-spy';
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

/** Who a page is drawn for when the visitor is not known (the editor, a copy for every device). */
export const ANY_VISITOR: ListenVisitor = { device: 'other', inAppBrowser: false };

/** The sub_type of PODCAST-NETWORK entries that draws them as a 'Listen' section. */
export const LISTEN_SUB_TYPE = 'LISTEN';

const APPLE = /iPhone|iPad|iPod|Macintosh|Mac OS X/;
const ANDROID = /Android/;

/**
 * The app whose own browser shows the page, by inapp-spy's key ('instagram', 'tiktok',
 * 'facebook', 'messenger', ...), 'webview' for an unnamed Android web view; null in a real
 * browser. A maintained detector rather than our own list: apps change their user agents.
 */
export function inAppBrowserOf(userAgent: string | null | undefined): string | null {
  // inapp-spy reads window.navigator when given no user agent; on the server there is none.
  if (!userAgent) return null;
  const found = InAppSpy({ ua: userAgent });
  return found.isInApp ? (found.appKey ?? 'webview') : null;
}

/** What the ordering needs to know of a visitor, from the User-Agent header alone. */
export function listenVisitorOf(userAgent: string | null | undefined): ListenVisitor {
  const ua = userAgent ?? '';
  // Android browsers say "Linux; Android"; check it first, as some also mention "like Mac OS X".
  const device: ListenDevice = ANDROID.test(ua) ? 'android' : APPLE.test(ua) ? 'apple' : 'other';
  return { device, inAppBrowser: inAppBrowserOf(ua) !== null };
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
