import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { softNotFoundOf } from './not-found.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('a directory\'s 200 "not found" page', () => {
  it("recognises Apple Podcasts' and Spotify's", () => {
    expect(softNotFoundOf(fixture('apple-not-found.html'))).toBe('apple-podcasts');
    expect(softNotFoundOf(fixture('spotify-not-found.html'))).toBe('spotify');
  });

  it("recognises the iTunes storefront's Item Not Available page with a plain apostrophe", () => {
    const page =
      "<html><body><h2>Item Not Available</h2><p>The item you've requested is not currently available in the U.S. store.</p></body></html>";
    expect(softNotFoundOf(page)).toBe('apple-podcasts');
  });

  it('leaves show pages alone', () => {
    expect(softNotFoundOf(fixture('apple-show.html'))).toBeNull();
    expect(softNotFoundOf(fixture('spotify-show.html'))).toBeNull();
    expect(softNotFoundOf('<title>Page not found in our archive of pies</title>')).toBeNull();
  });
});
