import sharp from 'sharp';
import { IMAGE_TIMEOUT_SECONDS } from '../../lib/image-lane.ts';
import { xmlEscape } from '../../lib/xml-escape.ts';
import { sniffImageKind } from '../uploads/image.ts';

/** The size link previews (Open Graph, X, Slack, iMessage) show best: 1.91:1. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
const ARTWORK_SIDE = 420;
const MARGIN = 80;
/** DejaVu Sans Bold's average advance, as a share of the font size, for line breaking. */
const AVERAGE_ADVANCE = 0.64;
const MAX_LINES = 4;
const MAX_ARTWORK_PIXELS = 40_000_000;

export type ShareImageInput = {
  title: string;
  /** The page's own address without the scheme, printed under the title. */
  address: string;
  /** CSS colours already checked by the page's rules. */
  background: string;
  text: string;
  /** The show's artwork as stored, or null to draw the title alone. */
  artwork: Buffer | null;
};

/**
 * Breaks a title into lines of at most `width` characters at spaces (or anywhere, for scripts written
 * without spaces), at most MAX_LINES, the last one ending in an ellipsis when the title is longer.
 */
export function titleLines(title: string, width: number): string[] {
  const words = title.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const pieces = Array.from(word);
    let rest = word;
    if (pieces.length > width) {
      if (line) lines.push(line);
      for (let at = 0; at < pieces.length; at += width) {
        lines.push(pieces.slice(at, at + width).join(''));
      }
      line = lines.pop() ?? '';
      rest = '';
    }
    if (!rest) continue;
    const next = line ? `${line} ${rest}` : rest;
    if (Array.from(next).length > width && line) {
      lines.push(line);
      line = rest;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1]}…`;
  return kept;
}

function textSvg(input: ShareImageInput, left: number): string {
  const room = SHARE_IMAGE_WIDTH - left - MARGIN / 2;
  let size = 68;
  let lines = titleLines(input.title, Math.floor(room / (size * AVERAGE_ADVANCE)));
  if (lines.length > 2) {
    size = 52;
    lines = titleLines(input.title, Math.floor(room / (size * AVERAGE_ADVANCE)));
  }
  const lineHeight = Math.round(size * 1.2);
  const top = (SHARE_IMAGE_HEIGHT - lineHeight * lines.length - 56) / 2 + size;
  const tspans = lines
    .map(
      (line, index) =>
        `<tspan x="${left}" y="${top + index * lineHeight}">${xmlEscape(line)}</tspan>`,
    )
    .join('');
  const addressY = top + lines.length * lineHeight + 24;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${xmlEscape(input.background)}"/>` +
    `<text font-family="DejaVu Sans, Noto Sans, sans-serif" font-weight="700" font-size="${size}" fill="${xmlEscape(input.text)}">${tspans}</text>` +
    `<text x="${left}" y="${addressY}" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="32" fill="${xmlEscape(input.text)}" opacity="0.8">${xmlEscape(input.address)}</text>` +
    '</svg>'
  );
}

async function squareArtwork(artwork: Buffer): Promise<Buffer | null> {
  // Raster only: an SVG can keep a renderer busy for minutes.
  if (!sniffImageKind(artwork)) return null;
  try {
    return await sharp(artwork, { limitInputPixels: MAX_ARTWORK_PIXELS, animated: false })
      .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
      .resize(ARTWORK_SIDE, ARTWORK_SIDE, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    // A broken or hostile artwork file must not cost the page its preview: draw the title alone.
    return null;
  }
}

/** The page's link-preview picture: its artwork beside its title, in the page's own colours. */
export async function drawShareImage(input: ShareImageInput): Promise<Buffer> {
  const art = input.artwork ? await squareArtwork(input.artwork) : null;
  const textLeft = art ? MARGIN + ARTWORK_SIDE + 56 : MARGIN;
  const image = sharp(Buffer.from(textSvg(input, textLeft))).timeout({
    seconds: IMAGE_TIMEOUT_SECONDS,
  });
  const layers = art
    ? [{ input: art, left: MARGIN, top: (SHARE_IMAGE_HEIGHT - ARTWORK_SIDE) / 2 }]
    : [];
  return image.composite(layers).png({ compressionLevel: 9 }).toBuffer();
}
