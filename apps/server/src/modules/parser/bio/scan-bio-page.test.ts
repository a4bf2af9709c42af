import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DocumentTooDeepError } from '../shared/nesting-limit.ts';
import { MAX_PAGE_LINKS, scanBioPage } from './scan-bio-page.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const urls = (page: ReturnType<typeof scanBioPage>) => page.links.map((link) => link.url);

describe('reading a page of links', () => {
  it('reads a Linktree page from its embedded __NEXT_DATA__, not its drawn chrome', () => {
    const page = scanBioPage(fixture('linktree.html'), 'https://linktr.ee/pietalk');
    expect(page).toMatchObject({
      title: 'Pie Talk',
      description: 'A weekly show about baking, with Ann Baker.',
      avatarUrl: 'https://ugc.linktr.example/avatar/pietalk.png',
      backgroundColour: '#f5e6c8',
    });
    // Socials first (they sit in the account), then the links in order; the locked one is left out.
    expect(urls(page)).toEqual([
      'https://instagram.com/pietalk',
      'https://www.tiktok.com/@pietalk',
      'https://www.youtube.com/@pietalk',
      'https://pietalk.example/latest',
      'https://shop.pietalk.example/',
      'https://podcasts.apple.com/us/podcast/pie-talk/id1001',
      'https://open.spotify.com/show/fakepietalk',
    ]);
    expect(page.links[3]?.title).toBe('Latest episode: Lattice tops');
  });

  it('reads a Beacons page whose data names its fields differently', () => {
    const page = scanBioPage(fixture('beacons.html'), 'https://beacons.ai/crustandcrumb');
    expect(page).toMatchObject({
      title: 'Crust & Crumb',
      description: 'Two bakers, one microphone. New episodes every Friday.',
      avatarUrl: 'https://cdn.beacons.example/u/crustcrumb/avatar.jpg',
      backgroundColour: '#2e4057',
    });
    expect(page.links).toEqual([
      { title: 'twitter', url: 'https://x.com/crustcrumb' },
      { title: 'facebook', url: 'https://www.facebook.com/crustandcrumbpod' },
      { title: 'Listen on Spotify', url: 'https://open.spotify.com/show/crustcrumb' },
      { title: 'Newest recipe', url: 'https://crustcrumb.example/recipes/apple' },
    ]);
  });

  it('reads a LinkStack page from its markup, leaving its footer out', () => {
    const page = scanBioPage(
      fixture('linkstack.html'),
      'https://links.flourpower.example/@flourpower',
    );
    expect(page).toMatchObject({
      title: 'Flour Power Podcast',
      description: 'Bread science for home bakers.',
      avatarUrl: 'https://links.flourpower.example/img/flourpower.png',
      backgroundColour: '#fffaf0',
    });
    expect(page.links).toEqual([
      { title: 'All episodes', url: 'https://flourpower.example/episodes' },
      { title: 'Instagram', url: 'https://www.instagram.com/flourpowerpod/' },
      { title: 'Overcast', url: 'https://overcast.fm/itunes2002' },
      { title: 'E-Mail', url: 'mailto:hello@flourpower.example' },
    ]);
  });

  it('reads a LittleLink page that has no structured data at all', () => {
    const page = scanBioPage(fixture('littlelink.html'), 'https://prooftime.example/links/');
    expect(page).toEqual({
      title: 'Proof Time',
      description: null,
      avatarUrl: 'https://prooftime.example/links/images/avatar.png',
      links: [
        { title: 'YouTube', url: 'https://www.youtube.com/@prooftime' },
        { title: 'Starter guide', url: 'https://prooftime.example/starter-guide' },
        { title: 'Pocket Casts', url: 'https://pca.st/itunes/3003' },
        { title: 'Patreon', url: 'https://www.patreon.com/prooftime' },
      ],
      backgroundColour: null,
    });
  });

  it("reads a Carrd-like page's JSON-LD profile beside its buttons", () => {
    const page = scanBioPage(fixture('carrd.html'), 'https://kneadtoknow.example/');
    expect(page).toMatchObject({
      title: 'Knead to Know',
      description: 'A podcast about dough, hosted by two bakers in Leeds.',
      avatarUrl: 'https://kneadtoknow.example/assets/images/image01.jpg',
      backgroundColour: '#8c5a3c',
    });
    // The page's own #contact and the builder's badge are not the owner's links.
    expect(urls(page)).toEqual([
      'https://kneadtoknow.example/episodes',
      'https://castro.fm/itunes/4004',
      'https://tumblr.com/kneadtoknow',
      'https://www.linkedin.com/company/kneadtoknow',
      'https://www.pinterest.com/kneadtoknow/',
    ]);
  });

  it('keeps only web and mail links, never script ones', () => {
    const page = scanBioPage(
      '<title>T</title><a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a><a href="https://ok.example/">ok</a>',
      'https://host.example/',
    );
    expect(urls(page)).toEqual(['https://ok.example/']);
  });

  it('stops at a few hundred links and refuses markup nested absurdly deep', () => {
    const many = Array.from(
      { length: 5_000 },
      (_, index) => `<a href="https://l.example/${index}">${index}</a>`,
    ).join('');
    expect(scanBioPage(`<title>Many</title>${many}`, 'https://host.example/').links).toHaveLength(
      MAX_PAGE_LINKS,
    );
    expect(() => scanBioPage('<div>'.repeat(10_000), 'https://host.example/')).toThrow(
      DocumentTooDeepError,
    );
  });

  it('skips embedded data nested absurdly deep and reads the markup instead', () => {
    const deep = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    const page = scanBioPage(
      `<title>Deep data</title><script id="__NEXT_DATA__" type="application/json">${deep}</script><a href="https://ok.example/">ok</a>`,
      'https://host.example/',
    );
    expect(page.title).toBe('Deep data');
    expect(urls(page)).toEqual(['https://ok.example/']);
  });
});
