import { describe, expect, it } from 'vitest';
import { brightness, hexToRgb, textColourFor } from './text-colour.ts';

describe('text colour from a hex colour', () => {
  it('brightness is (299 red + 587 green + 114 blue) / 1000', () => {
    expect(brightness('#ffffff')).toBe(255);
    expect(brightness('#000000')).toBe(0);
    expect(brightness('#ff0000')).toBeCloseTo(76.245);
  });

  it('a brightness of 128 or more gives black text', () => {
    expect(textColourFor('#ffffff')).toBe('#000000');
    expect(textColourFor('#808080')).toBe('#000000');
    expect(brightness('#808080')).toBe(128);
  });

  it('a brightness under 128 gives white text', () => {
    expect(textColourFor('#7f7f7f')).toBe('#ffffff');
    expect(textColourFor('#424242')).toBe('#ffffff');
  });

  it('the leading # is optional', () => {
    expect(textColourFor('D5DBE4')).toBe('#000000');
    expect(brightness('D5DBE4')).toBe(brightness('#D5DBE4'));
  });

  it('three-digit hex counts each digit twice', () => {
    expect(hexToRgb('#fa0')).toEqual({ red: 255, green: 170, blue: 0 });
    expect(textColourFor('#fff')).toBe('#000000');
  });

  it('a colour that is not hex gets white text', () => {
    expect(brightness('black')).toBeNull();
    expect(hexToRgb('#12345')).toBeNull();
    expect(textColourFor('')).toBe('#ffffff');
  });
});
