// What the app shares with the inline script of a signed-in screen's frame (the dashboard, the
// editor; early-asks-script.ts): the script asks for the sign-in check and the screen's data while
// the HTML is still being read, so their answers come back while the app's scripts are arriving,
// not after. The app takes each answer once (takeEarlyAnswer, through the API client's fetch), as
// if it had asked itself.

export const GLOBAL_NAME = '__podpieEarlyAsks';
/** The screens whose data is asked for before the app draws them: here and in main.tsx. */
export const DASHBOARD_ADDRESS = /^\/dashboard\/?$/;
/** The editor's address, with the project's id. */
export const EDITOR_ADDRESS = /^\/projects\/(\d{1,12})\/?$/;
/**
 * Set on <html> once the frame's sign-in check has answered, and when it says the address is
 * unverified: the frame's CSS then shows its placeholder cards, and the reminder above them, in
 * one paint (prerender-entry.tsx).
 */
export const FRAME_CHECKED = 'data-frame-checked';
export const FRAME_UNVERIFIED = 'data-frame-unverified';
/** Longer than any first screen takes to ask; an answer older than this is never used. */
const EARLY_ANSWER_MS = 15_000;

type EarlyAsks = { at: number; token: string; asked: Record<string, Promise<Response>> };
type WithEarlyAsks = { [GLOBAL_NAME]?: EarlyAsks };

/**
 * The answer the frame's script asked for `url` with the same sign-in, once and only within
 * EARLY_ANSWER_MS; undefined for anything else, which the caller then asks for itself.
 */
export function takeEarlyAnswer(
  url: string,
  init: RequestInit | undefined,
  now = Date.now(),
): Promise<Response> | undefined {
  // Outside a browser (the build's prerendering) there is no frame and nothing asked.
  const early = typeof window === 'undefined' ? undefined : (window as WithEarlyAsks)[GLOBAL_NAME];
  if (early === undefined || (init?.method ?? 'GET') !== 'GET' || init?.body !== undefined) {
    return undefined;
  }
  const answer = early.asked[url];
  if (answer === undefined) return undefined;
  delete early.asked[url];
  const token = new Headers(init?.headers).get('access-token');
  return token === early.token && now - early.at < EARLY_ANSWER_MS ? answer : undefined;
}
