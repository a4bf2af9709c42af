import { PNG } from 'pngjs';

/** How two screenshots of the same thing differ, and an image marking where. */
export type PixelDiff = {
  width: number;
  height: number;
  /** Pixels with no close match in the other picture, either way (see comparePngs). */
  differing: number;
  /** differing / all pixels, 0 to 1. */
  share: number;
  /** The first picture greyed out, with every differing pixel in red. */
  marked: Buffer;
};

/** The largest difference of one channel between pixel `at` of a and pixel `other` of b. */
function channelGap(a: PNG, at: number, b: PNG, other: number): number {
  let worst = 0;
  for (let channel = 0; channel < 4; channel += 1) {
    worst = Math.max(worst, Math.abs((a.data[at + channel] ?? 0) - (b.data[other + channel] ?? 0)));
  }
  return worst;
}

/** Whether pixel (x, y) of a is within tolerance of b's pixel there or one pixel beside it. */
function hasCloseMatch(a: PNG, b: PNG, x: number, y: number, tolerance: number): boolean {
  const at = (y * a.width + x) * 4;
  for (let dy = -1; dy <= 1; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      const ox = x + dx;
      const oy = y + dy;
      if (ox < 0 || oy < 0 || ox >= b.width || oy >= b.height) continue;
      if (channelGap(a, at, b, (oy * b.width + ox) * 4) <= tolerance) return true;
    }
  }
  return false;
}

/**
 * Compares two PNGs of the same size pixel by pixel. A pixel matches when the second picture has
 * a pixel at the same place or one pixel beside it whose channels are each within `tolerance`
 * (0-255): an element that starts at a fraction of a pixel is rounded one way in one paint and the
 * other way in another, and text edges are antialiased a little differently. A change of colour,
 * font or shape, or a block moved by more than a pixel, still differs.
 */
export function comparePngs(first: Buffer, second: Buffer, tolerance = 40): PixelDiff {
  const a = PNG.sync.read(first);
  const b = PNG.sync.read(second);
  if (a.width !== b.width || a.height !== b.height) {
    throw new Error(
      `the pictures differ in size: ${a.width}x${a.height} and ${b.width}x${b.height}`,
    );
  }
  const marked = new PNG({ width: a.width, height: a.height });
  let differing = 0;
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      const at = (y * a.width + x) * 4;
      // Both ways: a line only one of the pictures has is found from either side.
      const matched = hasCloseMatch(a, b, x, y, tolerance) && hasCloseMatch(b, a, x, y, tolerance);
      if (!matched) differing += 1;
      const grey = Math.round(
        ((a.data[at] ?? 0) + (a.data[at + 1] ?? 0) + (a.data[at + 2] ?? 0)) / 6 + 128,
      );
      marked.data[at] = matched ? grey : 255;
      marked.data[at + 1] = matched ? grey : 0;
      marked.data[at + 2] = matched ? grey : 0;
      marked.data[at + 3] = 255;
    }
  }
  return {
    width: a.width,
    height: a.height,
    differing,
    share: differing / (a.width * a.height),
    marked: PNG.sync.write(marked),
  };
}
