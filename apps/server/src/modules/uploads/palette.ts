import type { ArtworkPalette } from '@podpie/core';
import sharp from 'sharp';

/** The image is read at this size: enough to find its colours, a few thousand pixels of work. */
const SAMPLE_SIDE = 48;
/** Colours are grouped by their top four bits per channel (4,096 groups). */
const SHIFT = 4;

type Group = { count: number; red: number; green: number; blue: number };
type Rgb = { red: number; green: number; blue: number };

const hex = ({ red, green, blue }: Rgb) =>
  `#${[red, green, blue].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;

function saturation({ red, green, blue }: Rgb): number {
  const max = Math.max(red, green, blue) / 255;
  const min = Math.min(red, green, blue) / 255;
  const lightness = (max + min) / 2;
  return max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
}

const mean = (group: Group): Rgb => ({
  red: group.red / group.count,
  green: group.green / group.count,
  blue: group.blue / group.count,
});

const apart = (a: Rgb, b: Rgb) => Math.hypot(a.red - b.red, a.green - b.green, a.blue - b.blue);

/**
 * The main colour of an image (the largest group of like pixels) and its accent (the group that
 * stands out most from it, by size and saturation); the main colour twice for a one-colour image.
 */
export async function artworkPalette(image: Buffer): Promise<ArtworkPalette> {
  const pixels = await sharp(image, { animated: false })
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const groups = new Map<number, Group>();
  for (let at = 0; at + 2 < pixels.length; at += 3) {
    const red = pixels[at] ?? 0;
    const green = pixels[at + 1] ?? 0;
    const blue = pixels[at + 2] ?? 0;
    const key = ((red >> SHIFT) << 8) | ((green >> SHIFT) << 4) | (blue >> SHIFT);
    const group = groups.get(key) ?? { count: 0, red: 0, green: 0, blue: 0 };
    group.count += 1;
    group.red += red;
    group.green += green;
    group.blue += blue;
    groups.set(key, group);
  }
  const ranked = [...groups.values()].sort((a, b) => b.count - a.count);
  const top = ranked[0];
  if (!top) return { dominant: '#424242', accent: '#424242' };
  const dominant = mean(top);
  let accent = dominant;
  let best = 0;
  for (const group of ranked) {
    const colour = mean(group);
    if (apart(colour, dominant) < 80) continue;
    const score = group.count * (0.2 + saturation(colour)) ** 2;
    if (score > best) {
      best = score;
      accent = colour;
    }
  }
  return { dominant: hex(dominant), accent: hex(accent) };
}
