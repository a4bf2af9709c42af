import { drawnFontSize, type Pie } from '@podpie/core';
import type { CSSProperties } from 'react';
import { cssColour } from './colour.ts';

/** The title at the size the editor's select shows (the owner's, or the block's default). */
export function titleStyle(pie: Pie): CSSProperties {
  const colour = cssColour(pie.title_text_color);
  return { fontSize: `${drawnFontSize(pie, 'title')}px`, ...(colour ? { color: colour } : {}) };
}

export function descriptionStyle(pie: Pie): CSSProperties {
  return { fontSize: `${drawnFontSize(pie, 'description')}px` };
}

/** Feed descriptions are HTML; a listener sees the words, never markup. */
export function plainText(html: string | null | undefined, max = 240): string {
  if (!html) return '';
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
