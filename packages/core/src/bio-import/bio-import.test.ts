import { describe, expect, it } from 'vitest';
import { type BioPage, importBioPage } from './bio-import.ts';

const random = () => 0.5;

const page = (fields: Partial<BioPage>): BioPage => ({
  title: null,
  description: null,
  avatarUrl: null,
  links: [],
  backgroundColour: null,
  ...fields,
});

describe('importBioPage', () => {
  it('makes a header, then one button per link in page order', () => {
    const draft = importBioPage(
      page({
        title: '  Pie   Talk ',
        description: 'A weekly show <b>about</b> baking.',
        links: [
          { title: 'Latest episode', url: 'https://piepod.example/latest' },
          { title: null, url: 'https://www.shop.example/pies' },
        ],
      }),
      random,
    );
    expect(draft.pies.map((pie) => [pie.main_type, pie.title, pie.sort_order])).toEqual([
      ['HEADER-TITLE', 'Pie Talk', 1],
      ['LINK-INPUT', 'Latest episode', 2],
      ['LINK-INPUT', 'shop.example', 3],
    ]);
    expect(draft.pies[0]?.description).toBe('A weekly show about baking.');
    expect(draft.pies[1]?.link_value).toBe('https://piepod.example/latest');
    expect(draft.pies.every((pie) => pie.id < 0)).toBe(true);
  });

  it('files socials, directories and an e-mail address in their own entries', () => {
    const draft = importBioPage(
      page({
        links: [
          { title: 'Instagram', url: 'https://instagram.com/piepod' },
          { title: 'Apple Podcasts', url: 'https://podcasts.apple.com/us/podcast/x/id1001' },
          { title: 'Spotify', url: 'https://open.spotify.com/show/abc' },
          { title: 'YouTube', url: 'https://www.youtube.com/@piepod' },
          { title: 'Mail us', url: 'mailto:hello@piepod.example' },
          { title: 'Instagram again', url: 'https://instagram.com/otherpod' },
        ],
      }),
      random,
    );
    expect(
      draft.pies.map((pie) => [pie.main_type, pie.name, pie.social_username ?? pie.link_value]),
    ).toEqual([
      ['SOCIAL-NETWORKS', 'INSTAGRAM', 'piepod'],
      ['PODCAST-NETWORK', 'APPLE-PODCAST', 'https://podcasts.apple.com/us/podcast/x/id1001'],
      ['PODCAST-NETWORK', 'SPOTIFY', 'https://open.spotify.com/show/abc'],
      ['SOCIAL-NETWORKS', 'YOUTUBE', 'https://www.youtube.com/@piepod'],
      ['MESSENGERS', 'EMAIL', 'hello@piepod.example'],
    ]);
    expect(draft.pies[0]).toMatchObject({ icon_group: 'fab', icon_name: 'instagram' });
  });

  it('keeps a repeated address once and drops links that are not web addresses', () => {
    const draft = importBioPage(
      page({
        links: [
          { title: 'Site', url: 'https://piepod.example/' },
          { title: 'Site again', url: 'https://piepod.example/' },
          { title: 'Script', url: 'javascript:alert(1)' },
          { title: 'Call', url: 'tel:+15550100' },
        ],
      }),
      random,
    );
    expect(draft.pies.map((pie) => pie.title)).toEqual(['Site']);
  });

  it('takes a plain background colour with text that reads on it', () => {
    expect(importBioPage(page({ backgroundColour: '#f5e6c8' }), random).project).toMatchObject({
      background_type: 'SOLID',
      solid_color: '#f5e6c8',
      text_color: '#000000',
    });
    expect(importBioPage(page({ backgroundColour: 'url(x)' }), random).project).toEqual({});
  });
});
