import { describe, expect, it } from 'vitest';
import { drawnFontSize } from './drawn-font-size.ts';
import { makePie } from './schema.ts';

describe('drawnFontSize', () => {
  it('an untouched header title is drawn at 28px and its description at 16px', () => {
    const header = makePie({ id: 1, main_type: 'HEADER-TITLE' });
    expect(drawnFontSize(header, 'title')).toBe(28);
    expect(drawnFontSize(header, 'description')).toBe(16);
  });

  it('a card title follows its look', () => {
    const card = makePie({ id: 2, main_type: 'CARD-INPUT', sub_type: 'BACKGROUND_BUTTON' });
    expect(drawnFontSize(card, 'title')).toBe(18);
    expect(drawnFontSize({ ...card, sub_type: 'nonsense' }, 'title')).toBe(16);
  });

  it("the owner's size wins while it is 6 to 45", () => {
    const text = makePie({ id: 3, main_type: 'TEXT-INPUT', title_font_size: 12 });
    expect(drawnFontSize(text, 'title')).toBe(12);
    expect(drawnFontSize({ ...text, title_font_size: 99 }, 'title')).toBe(18);
  });
});
