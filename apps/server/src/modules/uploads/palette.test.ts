import {
  contrastProblems,
  defaultProjectStyle,
  makePie,
  starterStyle,
  themeState,
} from '@podpie/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artworkPalette } from './palette.ts';

/** Artwork drawn here: a field of one colour with a block of another in its middle. */
async function artwork(field: string, block: string, format: 'png' | 'jpeg' = 'png') {
  const inner = await sharp({
    create: { width: 200, height: 200, channels: 3, background: block },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 600, channels: 3, background: field } })
    .composite([{ input: inner, top: 200, left: 200 }])
    [format]()
    .toBuffer();
}

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
/** Within a few steps of each channel: JPEG and resizing move colours a little. */
const near = (hex: string, expected: string) => {
  const [a, b] = [channels(hex), channels(expected)];
  expect(Math.max(...a.map((value, i) => Math.abs(value - (b[i] ?? 0)))), hex).toBeLessThan(12);
};

const page = [
  makePie({ id: 1, main_type: 'HEADER-TITLE', title: 'The Show' }),
  makePie({ id: 2, main_type: 'LINK-INPUT', title: 'Website', link_value: 'https://a.example' }),
  makePie({
    id: 3,
    main_type: 'PODCAST-NETWORK',
    name: 'Spotify',
    link_value: 'https://s.example',
  }),
  makePie({ id: 4, main_type: 'SOCIAL-NETWORKS', social_username: 'show', icon_color: 'black' }),
];

describe('the colours of a show artwork', () => {
  it('a bright yellow cover with a blue block: yellow is the main colour, blue the accent', async () => {
    const palette = await artworkPalette(await artwork('#ffd400', '#1d4ed8'));
    near(palette.dominant, '#ffd400');
    near(palette.accent, '#1d4ed8');
  });

  it('a dark cover with a small red mark, read from a JPEG', async () => {
    const palette = await artworkPalette(await artwork('#101820', '#e11d48', 'jpeg'));
    near(palette.dominant, '#101820');
    near(palette.accent, '#e11d48');
  });

  it('a one-colour cover gives that colour twice', async () => {
    const plain = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#7c3aed' },
    })
      .png()
      .toBuffer();
    const palette = await artworkPalette(plain);
    near(palette.dominant, '#7c3aed');
    expect(palette.accent).toBe(palette.dominant);
  });

  it.each([
    ['bright', '#ffd400', '#1d4ed8'],
    ['dark', '#101820', '#e11d48'],
    ['mid-grey', '#777777', '#888888'],
    ['pastel', '#f9c6d0', '#2f855a'],
  ])(
    'a starter page from a %s cover is in its colours and passes the contrast check',
    async (_, field, block) => {
      const palette = await artworkPalette(await artwork(field, block));
      const style = starterStyle(defaultProjectStyle(), palette);
      expect(style.solid_color).toBe(palette.dominant);
      expect(style.background_type).toBe('SOLID');
      expect(contrastProblems(style, page)).toEqual([]);
      // Shapes and fonts come from a designed theme, which shows as chosen.
      expect(themeState(style)?.theme.key).toBeTruthy();
    },
  );
});
