import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugSchema } from './slug.ts';
import { slugCandidates, slugFromName } from './slug-proposal.ts';

describe("a page's address proposed from the show's name", () => {
  it('keeps only the letters and digits, in lower case', () => {
    expect(slugFromName('The Daily Grind Show!')).toBe('thedailygrindshow');
    expect(slugFromName('99% Invisible')).toBe('99invisible');
    expect(slugFromName('  Pie-Talk: Classics (2024)  ')).toBe('pietalkclassics2024');
  });

  it('folds accents and letters without a plain twin', () => {
    expect(slugFromName('Émission Café Crème')).toBe('emissioncafecreme');
    expect(slugFromName('Straße & Øresund')).toBe('strasseoresund');
    expect(slugFromName('Łódź Podcast')).toBe('lodzpodcast');
    expect(slugFromName('Ｆｕｌｌｗｉｄｔｈ １２')).toBe('fullwidth12');
  });

  it('gives nothing for a name without latin letters or digits (a random alias then)', () => {
    expect(slugFromName('🎙️🔥🎧')).toBeNull();
    expect(slugFromName('每日播客')).toBeNull();
    expect(slugFromName('ポッドキャスト')).toBeNull();
    expect(slugFromName('')).toBeNull();
    expect(slugFromName('!!! ???')).toBeNull();
  });

  it('keeps the latin part of a mixed name', () => {
    expect(slugFromName('每日 Daily 播客 42')).toBe('daily42');
    expect(slugFromName('🎙️ Mic Drop')).toBe('micdrop');
  });

  it('shortens a very long name to the longest alias allowed', () => {
    const long = `The ${'Very '.repeat(40)}Long Show`;
    const slug = slugFromName(long);
    expect(slug).toHaveLength(SLUG_MAX_LENGTH);
    expect(slug?.startsWith('theveryvery')).toBe(true);
  });

  it('every proposal passes the link alias rules', () => {
    for (const name of ['The Daily Grind Show!', 'Émission', 'x'.repeat(200), 'Help', 'API']) {
      for (const slug of slugCandidates(name, 5))
        expect(slugSchema.safeParse(slug).success).toBe(true);
    }
  });

  it('numbers the name when it is taken: name, name2, name3...', () => {
    expect(slugCandidates('The Daily Grind Show!', 3)).toEqual([
      'thedailygrindshow',
      'thedailygrindshow2',
      'thedailygrindshow3',
    ]);
  });

  it('shortens a long name further so the number still fits', () => {
    const [first, second, , , , , , , , tenth] = slugCandidates('a'.repeat(100), 10);
    expect(first).toBe('a'.repeat(64));
    expect(second).toBe(`${'a'.repeat(63)}2`);
    expect(tenth).toBe(`${'a'.repeat(62)}10`);
  });

  it("skips the words the app keeps for itself: a show called 'Help' is offered help2", () => {
    expect(slugCandidates('Help!', 2)).toEqual(['help2', 'help3']);
  });

  it('offers nothing when the name gives no alias', () => {
    expect(slugCandidates('🎧', 3)).toEqual([]);
  });
});
