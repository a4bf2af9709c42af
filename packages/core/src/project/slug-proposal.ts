import { isReservedSlug, SLUG_MAX_LENGTH } from './slug.ts';

// Letters NFKD does not take apart into a base letter and a mark.
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * The show's name as a link alias (SPEC.md §5: letters and digits only): accents folded
 * ("Émission" -> "emission"), lower case, everything else dropped, at most SLUG_MAX_LENGTH
 * characters. Null when nothing of the name is left (emoji, Chinese or Japanese titles): the
 * caller then falls back to a random alias.
 */
export function slugFromName(name: string): string | null {
  const folded = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]/g, (letter) => FOLDED_LETTERS[letter] ?? '');
  const slug = folded.slice(0, SLUG_MAX_LENGTH);
  return slug === '' ? null : slug;
}

/**
 * The aliases to offer for a show's name, best first: the name itself, then the name with 2, 3,
 * ... appended (shortened so the number still fits), skipping the words the app keeps for itself.
 * Empty when the name gives no alias.
 */
export function slugCandidates(name: string, count: number): string[] {
  const base = slugFromName(name);
  if (base === null) return [];
  const candidates: string[] = [];
  for (let number = 1; candidates.length < count; number += 1) {
    const suffix = number === 1 ? '' : String(number);
    const candidate = base.slice(0, SLUG_MAX_LENGTH - suffix.length) + suffix;
    if (!isReservedSlug(candidate)) candidates.push(candidate);
  }
  return candidates;
}
