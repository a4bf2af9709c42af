// What the build frames mark for their own script (app/early-asks.ts) and styles
// (prerender-entry.tsx): the dashboard's reminder to verify and placeholder cards, drawn by
// features/dashboard, wait there for the frame's sign-in check; the editor's spinner gives way to
// the page itself once the frame has it.

/** Where the reminder holds the owner's address until the check writes it in. */
export const FRAME_EMAIL_SLOT = '__email__';
/** The frame's reminder to verify, shown when the check says the address is unverified. */
export const FRAME_VERIFY_CLASS = 'frame-verify';
/** The frame's placeholder cards, shown once the check has answered. */
export const FRAME_AFTER_CHECK_CLASS = 'frame-after-check';
/** The editor's body while the project loads, where the editor's frame draws the stored page. */
export const FRAME_EDITOR_BODY_CLASS = 'frame-editor-body';
/**
 * Where the editor's frame script leaves a promise that settles once the stored page is painted
 * with its artwork, or will not be: the loader asks for the app then (app/app-loader.ts), so the
 * page's largest paint does not wait behind 300 KB of scripts being evaluated.
 */
export const FRAME_PAINTED_GLOBAL = '__podpieFramePainted';
