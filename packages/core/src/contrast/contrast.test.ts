import { describe, expect, it } from 'vitest';
import {
  colourToHex,
  colourToRgb,
  contrastRatio,
  lightestUnderOverlay,
  readableTextOver,
} from './contrast.ts';

describe('contrast', () => {
  it('black on white is 21:1 and a colour on itself is 1:1', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('424242', '#424242')).toBeCloseTo(1, 5);
  });

  it('reads named colours the editor stores, and ignores an alpha channel', () => {
    expect(colourToRgb('black')).toEqual({ red: 0, green: 0, blue: 0 });
    expect(colourToRgb('#ffffff80')).toEqual({ red: 255, green: 255, blue: 255 });
    expect(contrastRatio('chartreuse', '#fff')).toBeNull();
    expect(colourToHex('black')).toBe('#000000');
    expect(colourToHex('F80')).toBe('#ff8800');
  });

  it('grey #777 on white falls just under AA, #767676 just passes', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('a dark gradient gets white text; a light one black; text reads over both stops', () => {
    expect(readableTextOver(['#1a1a40', '#4b0082'])).toBe('#ffffff');
    expect(readableTextOver(['#fffbe6', '#d0f0ff'])).toBe('#000000');
  });

  it('a 70% black overlay shows at most #4d4d4d, so text over an image is white', () => {
    expect(lightestUnderOverlay()).toBe('#4d4d4d');
    expect(readableTextOver(['#000000', lightestUnderOverlay()])).toBe('#ffffff');
  });
});
