/**
 * Where the dashboard frame's reminder to verify holds the owner's address until the frame's
 * sign-in check writes it in (features/dashboard/verify-email-banner.tsx, app/early-asks.ts).
 */
export const FRAME_EMAIL_SLOT = '__email__';
