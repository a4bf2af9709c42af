// Apart from account.ts, whose zod schemas the browser's first screen does not need.

/** The five auth fields stored by the client and sent on every call (SPEC.md §7). */
export const AUTH_HEADERS = ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const;
export type AuthHeader = (typeof AUTH_HEADERS)[number];
