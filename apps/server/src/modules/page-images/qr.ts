import { type QrLevel, qrLogoSize } from '@podpie/core';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { IMAGE_TIMEOUT_SECONDS } from '../../lib/image-lane.ts';
import { sniffImageKind } from '../uploads/image.ts';

/** Modules of light margin around the code, as the QR standard asks. */
const QUIET_ZONE = 4;
/** Logos are decoded from owner uploads; anything bigger than this is not a logo. */
const MAX_LOGO_INPUT_PIXELS = 40_000_000;

export type QrDrawing = {
  /** What the code encodes: the page's short link. */
  text: string;
  /** The image's side in pixels. */
  size: number;
  level: QrLevel;
  /** The project's qr_color: hex (with or without #) or a plain colour name. */
  color: string;
  /** A ready centre logo (see qrLogo), or null for a plain code. */
  logo: Buffer | null;
};

const HEX = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const NAMED = /^[a-zA-Z]{3,20}$/;

/** A colour safe to write into SVG; anything else draws black. */
export function qrColour(value: string): string {
  if (HEX.test(value)) return value.startsWith('#') ? value : `#${value}`;
  return NAMED.test(value) ? value.toLowerCase() : '#000000';
}

type Layout = {
  cell: number;
  offset: number;
  modules: number;
  isDark: (row: number, col: number) => boolean;
};

/** Whole pixels per module, so edges stay sharp, with the code centred in the image. */
function layout(text: string, size: number, level: QrLevel): Layout {
  const code = QRCode.create(text, { errorCorrectionLevel: level });
  const modules = code.modules.size;
  const cell = Math.max(1, Math.floor(size / (modules + 2 * QUIET_ZONE)));
  const offset = Math.floor((size - cell * modules) / 2);
  return {
    cell,
    offset,
    modules,
    isDark: (row, col) => code.modules.data[row * modules + col] === 1,
  };
}

function modulesPath({ cell, offset, modules, isDark }: Layout): string {
  const parts: string[] = [];
  for (let row = 0; row < modules; row += 1) {
    // Runs of dark modules in a row become one rectangle: a much shorter path.
    let col = 0;
    while (col < modules) {
      if (!isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules && isDark(row, col)) col += 1;
      const x = offset + start * cell;
      const y = offset + row * cell;
      parts.push(`M${x} ${y}h${(col - start) * cell}v${cell}h-${(col - start) * cell}z`);
    }
  }
  return parts.join('');
}

function codeSvg(drawing: QrDrawing, logoMarkup: string): string {
  const { size } = drawing;
  const path = modulesPath(layout(drawing.text, size, drawing.level));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#ffffff"/>` +
    `<path fill="${qrColour(drawing.color)}" d="${path}"/>${logoMarkup}</svg>`
  );
}

const logoBox = (drawing: QrDrawing) => {
  const side = qrLogoSize(drawing.size, drawing.level);
  return { side, at: Math.round((drawing.size - side) / 2) };
};

/** The code as SVG; the logo rides inside as a data URL, so the file stands alone. */
export function qrSvg(drawing: QrDrawing): string {
  if (!drawing.logo) return codeSvg(drawing, '');
  const { side, at } = logoBox(drawing);
  const href = `data:image/png;base64,${drawing.logo.toString('base64')}`;
  return codeSvg(
    drawing,
    `<image x="${at}" y="${at}" width="${side}" height="${side}" href="${href}"/>`,
  );
}

/** The code as PNG, the logo composited over its centre. */
export async function qrPng(drawing: QrDrawing): Promise<Buffer> {
  // Our own few hundred bytes of SVG, never an owner's file; still time-boxed like every drawing.
  const code = sharp(Buffer.from(codeSvg(drawing, ''))).timeout({ seconds: IMAGE_TIMEOUT_SECONDS });
  if (!drawing.logo) return code.png().toBuffer();
  const { at } = logoBox(drawing);
  return code
    .composite([{ input: drawing.logo, top: at, left: at }])
    .png()
    .toBuffer();
}

/**
 * The artwork as a centre logo for a code of `size` at `level`: a square of SPEC.md's ratio of
 * the code (0.1 at L, 0.2 otherwise) with a thin white border. Null when it is not a raster image
 * (an SVG can take a renderer minutes) or takes longer than the time limit.
 */
export async function qrLogo(
  artwork: Buffer,
  size: number,
  level: QrLevel,
): Promise<Buffer | null> {
  const side = qrLogoSize(size, level);
  const border = Math.max(1, Math.round(side * 0.08));
  const inner = side - 2 * border;
  if (inner < 4 || !sniffImageKind(artwork)) return null;
  try {
    return await sharp(artwork, { limitInputPixels: MAX_LOGO_INPUT_PIXELS, animated: false })
      .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
      .resize(inner, inner, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .extend({ top: border, bottom: border, left: border, right: border, background: '#ffffff' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
