// Every real-world feed and page of ../shared/fixtures (see its README) through the parser
// endpoints, served from 127.0.0.1. Secondary fetches (oEmbed) resolve no name, so nothing leaves
// the host.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundClient } from '../../lib/outbound.ts';
import {
  type ConnectionWatch,
  fakeResolver,
  watchConnections,
} from '../../lib/outbound-test-support.ts';
import { buildParserApp } from './app.ts';
import { type FakeUpstream, startFakeUpstream } from './testing/fake-upstream.ts';
import { testParserConfig } from './testing/test-app.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const corpus = resolve(repoRoot, '../shared/fixtures');
const exists = existsSync(resolve(corpus, 'feeds')) && existsSync(resolve(corpus, 'html'));
// CI must run the corpus: a checkout without it fails there instead of passing with nothing
// tested. A user's clone without the folder skips it.
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false';

describe.runIf(!exists && inCi)('corpus of real feeds and pages in CI', () => {
  it('finds ../shared/fixtures', () => {
    expect.fail(`CI is set but ${corpus} has no feeds/ and html/ folders`);
  });
});

interface Person {
  name: string;
  role: string | null;
}
interface Episode {
  title: string;
  duration: number | null;
  published_at: string | null;
  description: string | null;
  people: Person[];
}

const contentTypes: Record<string, string> = {
  xml: 'application/rss+xml',
  rss: 'application/rss+xml',
  html: 'text/html',
};

describe.skipIf(!exists)(
  exists
    ? 'corpus of real feeds and pages (../shared/fixtures)'
    : 'corpus of real feeds (../shared/fixtures not found: skipped)',
  () => {
    let upstream: FakeUpstream;
    let app: FastifyInstance;
    let watch: ConnectionWatch;
    const outbound = createOutboundClient({
      userAgent: 'PodpieBot/1.0 (+http://localhost)',
      allowPrivate: true,
      allowedPorts: 'any',
      lookup: fakeResolver({}),
    });

    beforeAll(async () => {
      const routes: Record<string, { type: string; body: Buffer }> = {};
      for (const folder of ['feeds', 'html']) {
        for (const file of readdirSync(resolve(corpus, folder))) {
          const extension = file.split('.').pop() ?? '';
          routes[`/${folder}/${file}`] = {
            type: contentTypes[extension] ?? 'application/octet-stream',
            body: readFileSync(resolve(corpus, folder, file)),
          };
        }
      }
      upstream = await startFakeUpstream(routes);
      app = await buildParserApp({ config: testParserConfig(), outbound });
      watch = watchConnections();
    });
    afterAll(async () => {
      watch.stop();
      expect(watch.nonLoopback()).toEqual([]);
      await app.close();
      outbound.close();
      await upstream.close();
    });

    const feed = async (file: string) => {
      const response = await app.inject({
        url: '/parser/v1/feed_parser',
        query: { uri: `${upstream.origin}/feeds/${file}` },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const page = async (file: string) => {
      const response = await app.inject({
        url: '/parser/v1/url_parser',
        query: { uri: `${upstream.origin}/html/${file}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    const expectSensibleEpisodes = (episodes: Episode[]) => {
      const times = episodes.map((episode) => Date.parse(episode.published_at ?? ''));
      expect(times.every((time) => !Number.isNaN(time))).toBe(true);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const episode of episodes) {
        expect(episode.title.trim()).not.toBe('');
        expect(episode.title).not.toMatch(/[<>\u2060\uFFFD]/);
        expect(episode.description ?? '').not.toMatch(/<\/?[a-z]+[^>]*>/i);
      }
    };

    it('parses every feed file present', () => {
      expect(readdirSync(resolve(corpus, 'feeds')).length).toBeGreaterThanOrEqual(8);
    });

    it('reads the ART19 feed: 61 episodes, smart quotes intact, invisible joiners gone', async () => {
      const { status, body } = await feed('partytime__1865.xml');
      expect(status).toBe(200);
      expect(body.title).toBe('1865');
      expect(body.episodes).toHaveLength(61);
      expectSensibleEpisodes(body.episodes);
      expect(body.episodes.every((episode: Episode) => (episode.duration ?? 0) > 0)).toBe(true);
      expect(JSON.stringify(body)).toMatch(/[’“”]/);
      expect(JSON.stringify(body)).not.toContain('\u2060');
    });

    it('reads the Acast feed with a newline before its declaration: 138 episodes', async () => {
      const { status, body } = await feed('partytime__sentimental-garbage.xml');
      expect(status).toBe(200);
      expect(body.title).toBe('Sentimental Garbage');
      expect(body.episodes).toHaveLength(138);
      expectSensibleEpisodes(body.episodes);
      expect(body.episodes[0].enclosure_url).toMatch(/^https:\/\/.+\.mp3/);
    });

    it('reads the feed without a declaration: 54 episodes, host and guests', async () => {
      const { body } = await feed('partytime__themnshow.xml');
      expect(body.title).toBe('The Mike Neumann Show');
      expect(body.episodes).toHaveLength(54);
      expectSensibleEpisodes(body.episodes);
      expect(body.people).toEqual([
        expect.objectContaining({ name: 'Mike Neumann', role: 'host', group: 'cast' }),
      ]);
      const itemPeople = body.episodes.flatMap((episode: Episode) => episode.people);
      expect(itemPeople).toHaveLength(54);
      expect(itemPeople.every((person: Person) => person.name.length > 0)).toBe(true);
    });

    it("reads the namespace's example: old person attributes, itunes:image as text", async () => {
      const { body } = await feed('podcast-namespace__example.xml');
      expect(body.title).toBe('Podcasting 2.0 Namespace Example');
      expect(body.itunes.image).toMatch(/^https:\/\/example\.com\/images\//);
      expect(body.episodes).toHaveLength(3);
      expectSensibleEpisodes(body.episodes);
      expect(body.episodes[0].people.map((person: Person) => [person.name, person.role])).toEqual([
        ['Adam Curry', 'host'],
        ['Dave Jones', 'guest'],
      ]);
    });

    it('reads the 730-episode feed with every duration, answering the newest 300', async () => {
      const { body } = await feed('rss-parser__giantbomb-podcast.rss');
      expect(body.title).toBe('Giant Bombcast');
      expect(body.episode_count).toBe(730);
      expect(body.episodes).toHaveLength(300);
      expectSensibleEpisodes(body.episodes);
      expect(body.episodes.every((episode: Episode) => Number.isInteger(episode.duration))).toBe(
        true,
      );
      expect(body.episodes[0].title).toBe('Giant Bombcast 603: Call of Tuesday');
    });

    it('keeps the Chinese text of the GB2312 feed intact', async () => {
      const { body } = await feed('rss-parser__encoding-gb2312.xml');
      expect(body.title).toBe('新闻国内');
      expect(body.episodes).toHaveLength(20);
      expectSensibleEpisodes(body.episodes);
      for (const episode of body.episodes as Episode[]) {
        expect(episode.title).toMatch(/[\u4e00-\u9fff]/);
      }
      expect(JSON.stringify(body)).not.toContain('\uFFFD');
    });

    it('answers a clear 422 for the HTML page that is not a feed', async () => {
      const { status, body } = await feed('rss-parser__unrecognized-not-a-feed.rss');
      expect(status).toBe(422);
      expect(body).toMatchObject({ errors: ['This address is not a podcast feed.'] });
    });

    it('answers a clear 422 for the Libsyn feed missing its opening channel tag', async () => {
      const { status, body } = await feed('podcast-feed-parser__bc-sample-bad.xml');
      expect(status).toBe(422);
      expect(body.errors).toEqual([
        'This podcast feed is broken: its <channel> opening tag is missing. Podcast apps cannot read it either; please ask your podcast host to fix it.',
      ]);
    });

    it('reads every page present', () => {
      expect(readdirSync(resolve(corpus, 'html')).length).toBeGreaterThanOrEqual(4);
    });

    it('reads the Acast episode page as an audio card, not a video', async () => {
      const card = await page('metascraper-integration__acast.input.html');
      expect(card).toMatchObject({ title: 'Caffeine', publisher: 'acast', video: null });
      expect(card.image).toMatch(/^https:\/\//);
      expect(card.description).toMatch(/^Episode 11/);
    });

    it('reads the Transistor share page', async () => {
      const card = await page('metascraper-integration__transistor.input.html');
      expect(card.title).toContain('Before and After Product-Market Fit');
      expect(card.video).toBeNull();
      expect(card.logo).toMatch(/^https:\/\/assets\.transistor\.fm\//);
    });

    it('makes the Vimeo page a video card', async () => {
      const card = await page('metascraper-integration__vimeo.input.html');
      expect(card).toMatchObject({
        title: 'Vimeo Best of the Year 2018: Winners',
        publisher: 'Vimeo',
        url: 'https://vimeo.com/311983548',
      });
      expect(card.video).toMatch(/^https:\/\/player\.vimeo\.com\/video\/311983548/);
      expect(card.image).toMatch(/^https:\/\/i\.vimeocdn\.com\//);
    });

    it('makes the YouTube page a video card', async () => {
      const card = await page('metascraper-youtube__youtube-video.html');
      expect(card).toMatchObject({
        title: 'Star Wars 8 THE LAST JEDI Official TRAILER (2017) Daisy Ridley, Disney Movie HD',
        publisher: 'YouTube',
        video: 'https://www.youtube.com/embed/hwMkbaS_M_c',
        image: 'https://i.ytimg.com/vi/hwMkbaS_M_c/maxresdefault.jpg',
      });
    });
  },
);
