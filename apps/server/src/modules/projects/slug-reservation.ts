/**
 * How long an address a project left stays its own: printed flyers and QR codes keep leading to
 * the owner's show for a year, unless the owner frees the address sooner.
 */
export const SLUG_RESERVATION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export const SLUG_RESERVED =
  "This link alias was another page's address and still leads there; it stays reserved for that page until its owner frees it. Please choose another one.";

/** The moment anyone may take an address left at `leftAt`. */
export function reservedUntil(leftAt: Date): Date {
  return new Date(leftAt.getTime() + SLUG_RESERVATION_DAYS * DAY_MS);
}

/**
 * Whether `userId` is kept from taking a slug another project held: the holder's owner may always
 * take it back (for any of their pages); others only once the reservation has run out.
 */
export function isReservedAgainst(
  holder: { userId: number; leftAt: Date } | null,
  userId: number,
  now: Date,
): boolean {
  if (!holder || holder.userId === userId) return false;
  return now.getTime() < reservedUntil(holder.leftAt).getTime();
}
