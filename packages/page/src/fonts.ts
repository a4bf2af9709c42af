import type { FontPair } from '@podpie/core';

/** Vertical and width metrics (font units) that size a local fallback face like the web font. */
type Metrics = { unitsPerEm: number; ascent: number; descent: number; xWidthAvg: number };

/**
 * One served font file: the latin subset of an OFL-1.1 family from its @fontsource package, at
 * the one weight the page uses it in. `version` is the package's: it is part of the address, so
 * the file can be cached as immutable.
 */
export type FontFile = {
  family: string;
  /** The @fontsource package name after the scope, and the stem of its file name. */
  pkg: string;
  weight: 400 | 700 | 800;
  version: string;
  category: 'sans' | 'serif';
  metrics: Metrics;
};

// Metrics as published by @capsizecss/metrics 4.3 (read once; no run-time dependency).
const SPACE_GROTESK = { unitsPerEm: 1000, ascent: 984, descent: -292, xWidthAvg: 489 };
const DM_SANS = { unitsPerEm: 1000, ascent: 992, descent: -310, xWidthAvg: 466 };
const PLAYFAIR = { unitsPerEm: 1000, ascent: 1082, descent: -251, xWidthAvg: 452 };
const NUNITO = { unitsPerEm: 1000, ascent: 1011, descent: -353, xWidthAvg: 452 };
const BASKERVILLE = { unitsPerEm: 1000, ascent: 970, descent: -270, xWidthAvg: 517 };
const WORK_SANS = { unitsPerEm: 1000, ascent: 930, descent: -243, xWidthAvg: 499 };
const OUTFIT = { unitsPerEm: 1000, ascent: 1000, descent: -260, xWidthAvg: 445 };
const KARLA = { unitsPerEm: 2000, ascent: 1834, descent: -504, xWidthAvg: 913 };
/** The local faces a fallback is drawn with while the web font loads. */
const ARIAL = { unitsPerEm: 2048, xWidthAvg: 913 };
const TIMES = { unitsPerEm: 2048, xWidthAvg: 832 };

const sans = (family: string, pkg: string, weight: FontFile['weight'], metrics: Metrics) =>
  ({ family, pkg, weight, version: '5.3.0', category: 'sans', metrics }) as const;
const serif = (family: string, pkg: string, weight: FontFile['weight'], metrics: Metrics) =>
  ({ family, pkg, weight, version: '5.3.0', category: 'serif', metrics }) as const;

/**
 * Each pair is two files, a heading weight and a body weight, so a page never loads more than
 * about 40 KB of font.
 */
export const FONT_PAIR_FILES: Record<
  Exclude<FontPair, 'system'>,
  { heading: FontFile; body: FontFile }
> = {
  grotesk: {
    heading: sans('Space Grotesk', 'space-grotesk', 700, SPACE_GROTESK),
    body: sans('DM Sans', 'dm-sans', 400, DM_SANS),
  },
  editorial: {
    heading: serif('Playfair Display', 'playfair-display', 700, PLAYFAIR),
    body: sans('DM Sans', 'dm-sans', 400, DM_SANS),
  },
  rounded: {
    heading: sans('Nunito', 'nunito', 800, NUNITO),
    body: sans('Nunito', 'nunito', 400, NUNITO),
  },
  classic: {
    heading: serif('Libre Baskerville', 'libre-baskerville', 700, BASKERVILLE),
    body: sans('Work Sans', 'work-sans', 400, WORK_SANS),
  },
  geometric: {
    heading: sans('Outfit', 'outfit', 700, OUTFIT),
    body: sans('Karla', 'karla', 400, KARLA),
  },
};

/** Where the server answers a font file (apps/server fonts route), versioned so it never changes. */
export function fontFileUrl(file: FontFile): string {
  return `/assets/fonts/${file.pkg}-latin-${file.weight}-normal-${file.version}.woff2`;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const fallbackName = (file: FontFile) => `${file.family} ${file.weight} fb`;

/**
 * A local face scaled to the web font's average width, with its ascent and descent, so text set
 * in the fallback takes the same room and nothing moves when the web font arrives (CLS 0).
 */
function fallbackFace(file: FontFile): string {
  const local = file.category === 'serif' ? TIMES : ARIAL;
  const sizeAdjust =
    file.metrics.xWidthAvg / file.metrics.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const sources =
    file.category === 'serif'
      ? 'local("Times New Roman"),local("Liberation Serif"),local("Times")'
      : 'local("Arial"),local("Liberation Sans"),local("Helvetica")';
  return (
    `@font-face{font-family:"${fallbackName(file)}";src:${sources};size-adjust:${percent(sizeAdjust)};` +
    `ascent-override:${percent(file.metrics.ascent / file.metrics.unitsPerEm / sizeAdjust)};` +
    `descent-override:${percent(-file.metrics.descent / file.metrics.unitsPerEm / sizeAdjust)};` +
    'line-gap-override:0%}'
  );
}

function webFace(file: FontFile): string {
  return (
    `@font-face{font-family:"${file.family}";font-style:normal;font-weight:${file.weight};` +
    `font-display:swap;src:url(${fontFileUrl(file)}) format("woff2")}`
  );
}

/** The font stack of one file: the web font, its metric-matched fallback, then the device's. */
export function fontStack(file: FontFile): string {
  const generic = file.category === 'serif' ? 'Georgia,serif' : 'system-ui,sans-serif';
  return `"${file.family}","${fallbackName(file)}",${generic}`;
}

/** The files a page with this pair loads (and preloads); none for the device's own font. */
export function fontFilesOf(pair: FontPair): FontFile[] {
  if (pair === 'system') return [];
  const { heading, body } = FONT_PAIR_FILES[pair];
  return [heading, body];
}

/** The @font-face rules of one pair: its two web faces and their fallbacks. */
export function fontFaceCss(pair: FontPair): string {
  return fontFilesOf(pair)
    .map((file) => webFace(file) + fallbackFace(file))
    .join('');
}

/**
 * Every pair's faces, for the editor, where the owner switches pairs: a browser downloads a face
 * only once text uses it, so declaring them all costs nothing until then.
 */
export const ALL_FONT_FACES_CSS = Object.keys(FONT_PAIR_FILES)
  .map((pair) => fontFaceCss(pair as FontPair))
  .join('');
