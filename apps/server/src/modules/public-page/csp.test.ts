import { makePie } from '@podpie/core';
import { GOOGLE_ANALYTICS_SCRIPT_HASH, PAGE_SCRIPT_HASH } from '@podpie/page/server';
import { describe, expect, it } from 'vitest';
import { publicPageCsp } from './csp.ts';

const NOW = new Date('2030-06-15T12:00:00Z');
const text = makePie({ id: 1, main_type: 'TEXT-INPUT', title: 'Hello' });
const form = makePie({ id: 2, main_type: 'MAILING-LIST', title: 'Join' });
const video = (link: string, fields: Partial<Parameters<typeof makePie>[0]> = {}) =>
  makePie({
    id: 3,
    main_type: 'CARD-INPUT',
    sub_type: 'VIDEO_BUTTON',
    link_value: link,
    ...fields,
  });
const none = { googleAnalyticsId: null, facebookPixelId: null };

const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('the policy of a public page', () => {
  it('allows no script at all on a page that needs none', () => {
    const csp = publicPageCsp({ pies: [text], now: NOW, ...none });
    expect(directive(csp, 'script-src')).toBeUndefined();
    expect(directive(csp, 'default-src')).toBe("default-src 'none'");
    expect(directive(csp, 'frame-src')).toBeUndefined();
  });

  it('allows the page script by hash and posting to itself when a form shows', () => {
    const csp = publicPageCsp({ pies: [form], now: NOW, ...none });
    expect(directive(csp, 'script-src')).toBe(`script-src ${PAGE_SCRIPT_HASH}`);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
  });

  it('names the analytics hosts only for a valid id', () => {
    const withGa = publicPageCsp({
      pies: [text],
      now: NOW,
      googleAnalyticsId: 'G-AB12CD34',
      facebookPixelId: null,
    });
    expect(directive(withGa, 'script-src')).toBe(
      `script-src ${GOOGLE_ANALYTICS_SCRIPT_HASH} https://www.googletagmanager.com`,
    );
    expect(withGa).not.toContain('facebook');
    const bogus = publicPageCsp({
      pies: [text],
      now: NOW,
      googleAnalyticsId: 'nope',
      facebookPixelId: 'x',
    });
    expect(directive(bogus, 'script-src')).toBeUndefined();
    const withPixel = publicPageCsp({
      pies: [text],
      now: NOW,
      googleAnalyticsId: null,
      facebookPixelId: '1234567890',
    });
    expect(directive(withPixel, 'script-src')).toContain('https://connect.facebook.net');
    expect(withPixel).not.toContain('googletagmanager');
  });

  it('lets in the one video player a visible video card embeds', () => {
    const youtube = publicPageCsp({
      pies: [video('https://youtu.be/dQw4w9WgXcQ')],
      now: NOW,
      ...none,
    });
    expect(directive(youtube, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com');
    const vimeo = publicPageCsp({ pies: [video('https://vimeo.com/76979871')], now: NOW, ...none });
    expect(directive(vimeo, 'frame-src')).toBe('frame-src https://player.vimeo.com');
    const hidden = publicPageCsp({
      pies: [video('https://youtu.be/dQw4w9WgXcQ', { is_hidden: true })],
      now: NOW,
      ...none,
    });
    expect(directive(hidden, 'frame-src')).toBeUndefined();
    const notAVideo = publicPageCsp({
      pies: [video('https://example.com/clip')],
      now: NOW,
      ...none,
    });
    expect(directive(notAVideo, 'frame-src')).toBeUndefined();
  });

  it('lets the page play a trailer from its host, and no other media', () => {
    const trailer = (link: string) =>
      makePie({ id: 4, main_type: 'LINK-INPUT', title: 'Trailer', link_value: link });
    const csp = publicPageCsp({
      pies: [trailer('https://media.example/trailer.mp3')],
      now: NOW,
      ...none,
    });
    expect(directive(csp, 'media-src')).toBe('media-src https://media.example');
    const plainLink = publicPageCsp({
      pies: [trailer('https://media.example/about')],
      now: NOW,
      ...none,
    });
    expect(directive(plainLink, 'media-src')).toBeUndefined();
  });
});
