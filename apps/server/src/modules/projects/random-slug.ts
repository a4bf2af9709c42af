import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const RANDOM_SLUG_LENGTH = 8;

/** Eight lowercase letters and digits (36^8 possibilities), from the CSPRNG by default. */
export function randomSlug(pick: (max: number) => number = randomInt): string {
  let slug = '';
  for (let index = 0; index < RANDOM_SLUG_LENGTH; index += 1)
    slug += ALPHABET[pick(ALPHABET.length)];
  return slug;
}
