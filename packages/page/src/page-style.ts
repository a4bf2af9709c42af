import { IMAGE_OVERLAY_OPACITY, PROJECT_DEFAULTS, uploadAtWidth } from '@podpie/core';
import type { CSSProperties } from 'react';
import { cssColour } from './colour.ts';
import type { PageProject } from './context.ts';
import { type CssVars, withVars } from './css-vars.ts';
import { designVars } from './design.ts';
import { safeImageSrc } from './safe-href.ts';

const IMAGE_OVERLAY = `rgba(0,0,0,${IMAGE_OVERLAY_OPACITY})`;

/** A URL inside CSS url("..."): characters that could end the string or the value are encoded. */
export function cssUrl(src: string): string {
  return `url("${src.replace(/["'()\\\s<>]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)}")`;
}

function clampDegree(degree: number): number {
  return Number.isFinite(degree)
    ? ((Math.round(degree) % 360) + 360) % 360
    : PROJECT_DEFAULTS.degree;
}

/** The page's background picture, when it has one. */
function backgroundImage(project: PageProject): string | undefined {
  if (project.background_type !== 'IMAGE') return undefined;
  return safeImageSrc(project.background_image_cdnUrl ?? project.background_image_originalUrl);
}

const overImage = (image: string, solid: string) =>
  `linear-gradient(${IMAGE_OVERLAY},${IMAGE_OVERLAY}),${cssUrl(image)} center/cover no-repeat ${solid}`;

/**
 * The page background as one CSS `background` value: a solid colour, a linear gradient at its
 * degree, or the background image under a 70% black overlay. A theme needs nothing of its own:
 * applying one writes its values into these same project fields.
 */
export function pageBackground(project: PageProject): string {
  const solid = cssColour(project.solid_color, PROJECT_DEFAULTS.solid_color);
  const image = backgroundImage(project);
  if (image) return overImage(image, solid);
  if (project.background_type === 'LINEAR-GRADIENT') {
    const from = cssColour(project.gradient_color_from);
    const to = cssColour(project.gradient_color_to);
    if (from && to) return `linear-gradient(${clampDegree(project.degree)}deg, ${from}, ${to})`;
  }
  return solid;
}

/**
 * An uploaded background picture scaled for a phone (the stylesheet's --pp-bg-s): kept up to
 * 2048 px, it would be a phone's largest download, under a 70% overlay that hides the detail.
 */
function phoneBackground(project: PageProject): string | undefined {
  const image = backgroundImage(project);
  if (!image) return undefined;
  const scaled = uploadAtWidth(image, 960);
  if (scaled === image) return undefined;
  return overImage(scaled, cssColour(project.solid_color, PROJECT_DEFAULTS.solid_color));
}

/** The background's custom properties: --pp-bg, and --pp-bg-s for phones when it differs. */
function backgroundVars(project: PageProject): CssVars {
  const phone = phoneBackground(project);
  return { '--pp-bg': pageBackground(project), ...(phone ? { '--pp-bg-s': phone } : {}) };
}

/**
 * For a host that draws the page's background itself (the editor, behind its preview): the same
 * --pp-bg (and --pp-bg-s) the page's own ::before layer reads.
 */
export function backdropStyle(project: PageProject): CSSProperties {
  return withVars(backgroundVars(project));
}

/** The root's inline style: the custom properties the stylesheet reads. */
export function pageStyle(project: PageProject): CSSProperties {
  return withVars({
    ...backgroundVars(project),
    '--pp-text': cssColour(project.text_color, PROJECT_DEFAULTS.text_color),
    '--pp-btn': cssColour(project.button_color, PROJECT_DEFAULTS.button_color),
    '--pp-btn-text': cssColour(project.button_text_color, PROJECT_DEFAULTS.button_text_color),
    ...designVars(project.design ?? null),
  });
}
