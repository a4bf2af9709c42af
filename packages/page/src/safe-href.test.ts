import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc } from './safe-href.ts';

describe('safeHref', () => {
  it('lets http, https, mailto and tel links through', () => {
    expect(safeHref('https://example.com/a?b=c')).toBe('https://example.com/a?b=c');
    expect(safeHref(' http://example.com ')).toBe('http://example.com');
    expect(safeHref('mailto:hi@example.com')).toBe('mailto:hi@example.com');
    expect(safeHref('tel:+15551234')).toBe('tel:+15551234');
  });

  it('drops script, data and relative links', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example',
      '/relative',
      '',
      null,
      undefined,
    ]) {
      expect(safeHref(link)).toBeUndefined();
    }
  });
});

describe('safeImageSrc', () => {
  it('only loads images over http(s)', () => {
    expect(safeImageSrc('https://img.example.com/a.png')).toBe('https://img.example.com/a.png');
    expect(safeImageSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBeUndefined();
    expect(safeImageSrc('mailto:a@b.c')).toBeUndefined();
  });
});
