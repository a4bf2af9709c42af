import { describe, expect, it } from 'vitest';
import { recogniseProfileLink } from './profile-links.ts';

describe('recogniseProfileLink', () => {
  it('reads the username of a profile on each username network', () => {
    expect(recogniseProfileLink('https://www.instagram.com/piepod/')).toEqual({
      kind: 'social',
      name: 'INSTAGRAM',
      value: 'piepod',
    });
    expect(recogniseProfileLink('https://x.com/piepod')).toMatchObject({ name: 'TWITTER' });
    expect(recogniseProfileLink('https://twitter.com/@piepod')).toMatchObject({
      name: 'TWITTER',
      value: 'piepod',
    });
    expect(recogniseProfileLink('https://m.facebook.com/piepod')).toMatchObject({
      name: 'FACEBOOK',
      value: 'piepod',
    });
    expect(recogniseProfileLink('https://www.tiktok.com/@pie.pod')).toMatchObject({
      name: 'TIKTOK',
      value: 'pie.pod',
    });
    expect(recogniseProfileLink('https://www.snapchat.com/add/piepod')).toMatchObject({
      name: 'SNAPCHAT',
      value: 'piepod',
    });
    expect(recogniseProfileLink('https://piepod.tumblr.com')).toMatchObject({
      name: 'TUMBLR',
      value: 'piepod',
    });
    expect(recogniseProfileLink('https://www.patreon.com/piepod')).toMatchObject({
      name: 'PATREON',
    });
  });

  it('keeps the whole address for YouTube channels and LinkedIn profiles', () => {
    expect(recogniseProfileLink('https://www.youtube.com/@piepod')).toEqual({
      kind: 'social',
      name: 'YOUTUBE',
      value: 'https://www.youtube.com/@piepod',
    });
    expect(recogniseProfileLink('https://www.linkedin.com/in/ann-baker')).toMatchObject({
      name: 'LINKEDIN',
      value: 'https://www.linkedin.com/in/ann-baker',
    });
  });

  it('leaves posts, videos and site features as ordinary links', () => {
    expect(recogniseProfileLink('https://www.instagram.com/p/Cx1abc/')).toBeNull();
    expect(recogniseProfileLink('https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(recogniseProfileLink('https://www.facebook.com/sharer/sharer.php?u=x')).toBeNull();
    expect(recogniseProfileLink('https://x.com/piepod/status/123')).toBeNull();
    expect(recogniseProfileLink('https://notinstagram.com/piepod')).toBeNull();
    expect(recogniseProfileLink('https://piepod.example/shop')).toBeNull();
    expect(recogniseProfileLink('javascript:alert(1)')).toBeNull();
    expect(recogniseProfileLink('not a url')).toBeNull();
  });

  it('recognises a show page on the podcast directories', () => {
    expect(recogniseProfileLink('https://podcasts.apple.com/us/podcast/pie-talk/id1001')).toEqual({
      kind: 'directory',
      name: 'APPLE-PODCAST',
      url: 'https://podcasts.apple.com/us/podcast/pie-talk/id1001',
    });
    expect(recogniseProfileLink('https://open.spotify.com/show/abc123')).toMatchObject({
      name: 'SPOTIFY',
    });
    expect(recogniseProfileLink('https://overcast.fm/itunes1001')).toMatchObject({
      name: 'OVERCAST',
    });
    expect(recogniseProfileLink('https://pca.st/itunes/1001')).toMatchObject({
      name: 'POCKETCAST',
    });
    expect(recogniseProfileLink('https://music.amazon.com/podcasts/abc')).toMatchObject({
      name: 'AMAZON_MUSIC',
    });
    expect(recogniseProfileLink('https://fountain.fm/show/abc')).toMatchObject({
      name: 'FOUNTAIN',
    });
    // A Spotify track or Apple's home page is not the show's listing.
    expect(recogniseProfileLink('https://open.spotify.com/track/abc')).toBeNull();
    expect(recogniseProfileLink('https://podcasts.apple.com/')).toBeNull();
  });

  it('reads an e-mail address from a mailto link', () => {
    expect(recogniseProfileLink('mailto:hello@piepod.example')).toEqual({
      kind: 'email',
      address: 'hello@piepod.example',
    });
    expect(recogniseProfileLink('mailto:not-an-address')).toBeNull();
  });
});
