// What the dashboard's build frame marks for its own script (app/early-asks.ts) and styles
// (prerender-entry.tsx): the reminder to verify and the placeholder cards, drawn by
// features/dashboard, wait there for the frame's sign-in check.

/** Where the reminder holds the owner's address until the check writes it in. */
export const FRAME_EMAIL_SLOT = '__email__';
/** The frame's reminder to verify, shown when the check says the address is unverified. */
export const FRAME_VERIFY_CLASS = 'frame-verify';
/** The frame's placeholder cards, shown once the check has answered. */
export const FRAME_AFTER_CHECK_CLASS = 'frame-after-check';
