import { describe, expect, it } from 'vitest';
import { pie, renderPage, textOf } from '../test-world.tsx';

// What a quick-start page is made of, as a listener meets it: the feed's trailer, its funding
// links and its hosts, in every language the page is drawn in.

describe('a trailer', () => {
  const trailer = pie({
    main_type: 'LINK-INPUT',
    title: 'Season two trailer',
    link_value: 'https://media.example/trailer.mp3',
    is_pop: true,
  });

  it('is a small player that loads nothing until played, not a link to a raw file', () => {
    const { document } = renderPage({ pies: [trailer] });
    const audio = document.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('https://media.example/trailer.mp3');
    expect(audio?.hasAttribute('controls')).toBe(true);
    expect(audio?.getAttribute('preload')).toBe('none');
    expect(audio?.getAttribute('aria-label')).toBe('Season two trailer');
    expect(textOf(document.querySelector('.pp-player'))).toBe('Season two trailer');
    expect(document.querySelector('a[href$=".mp3"]')).toBeNull();
  });

  it('never pulses, even pinned with POP', () => {
    const { document } = renderPage({ pies: [trailer] });
    expect(document.querySelector('.pp-pop')).toBeNull();
  });

  it('leaves any other link a button', () => {
    const { document } = renderPage({
      pies: [
        pie({ main_type: 'LINK-INPUT', title: 'Shop', link_value: 'https://shop.example/mp3' }),
      ],
    });
    expect(document.querySelector('audio')).toBeNull();
    expect(document.querySelector('a[href="https://shop.example/mp3"]')).not.toBeNull();
  });
});

describe('a Patreon badge', () => {
  const patreon = pie({
    main_type: 'TIP-US-BADGE',
    name: 'Patreon',
    description: 'Become a',
    link_value: 'https://www.patreon.com/piefund',
    icon_group: 'podcasts',
    icon_name: 'patreon',
  });

  it('asks listeners to become a patron, in the page language', () => {
    const words = (lang: 'en' | 'cn' | 'tw') =>
      textOf(renderPage({ pies: [patreon], lang }).document.querySelector('.pp-tips a small'));
    expect(words('en')).toBe('Become a patron');
    expect(words('cn')).toBe('成为赞助人');
    expect(words('tw')).toBe('成為贊助人');
    const { document } = renderPage({ pies: [patreon] });
    expect(textOf(document.querySelector('.pp-tips a'))).not.toContain('Become a Patreon');
  });

  it("keeps the owner's own words", () => {
    const own = { ...patreon, description: 'Back the show on' };
    expect(textOf(renderPage({ pies: [own] }).document.querySelector('.pp-tips a small'))).toBe(
      'Back the show on',
    );
  });
});

describe('X, formerly Twitter', () => {
  it('is drawn with the X mark and named X, also on pages stored with the bird', () => {
    const { document } = renderPage({
      pies: [
        pie({
          main_type: 'SOCIAL-NETWORKS',
          name: 'TWITTER',
          icon_group: 'fab',
          icon_name: 'twitter',
          social_username: 'piefund',
        }),
      ],
    });
    const link = document.querySelector('.pp-socials a');
    expect(link?.getAttribute('aria-label')).toBe('X');
    const x = renderPage({
      pies: [
        pie({
          main_type: 'SOCIAL-NETWORKS',
          name: 'TWITTER',
          icon_group: 'fab',
          icon_name: 'x-twitter',
          social_username: 'piefund',
        }),
      ],
    }).document.querySelector('.pp-socials a svg');
    expect(link?.querySelector('svg')?.outerHTML).toBe(x?.outerHTML);
  });
});

describe('a host whose photo does not load', () => {
  it('shows their initials underneath, as the editor does, with no script', () => {
    const { document, html } = renderPage({
      pies: [
        pie({
          main_type: 'AUTHORS',
          title: 'Ann Baker',
          image_url: 'https://broken.example/ann.jpg',
        }),
      ],
    });
    const avatar = document.querySelector('.pp-author .pp-ph');
    expect(textOf(avatar)).toBe('AB');
    // Over them, the photo as a background: one that fails draws nothing, not a broken image.
    expect(avatar?.querySelector('.pp-photo')?.getAttribute('style')).toBe(
      'background-image:url("https://broken.example/ann.jpg")',
    );
    expect(avatar?.querySelector('img')).toBeNull();
    expect(html).not.toContain('onerror');
  });
});
