import { episodeKey, keyedEpisodes } from '@podpie/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createOutboundClient } from '../../lib/outbound.ts';
import {
  fakeResolver,
  type LocalServer,
  startLocalServer,
  watchConnections,
} from '../../lib/outbound-test-support.ts';
import { freshDatabase } from '../../test/database.ts';
import { parseFeed } from '../parser/feed/parse-feed.ts';
import { refreshEpisodeFiles } from './fetch-files.ts';
import { episodeFilesOf } from './repository.ts';
import { episodeFilesHandler, showFeedXml } from './test-feed.ts';
import { parseChapters, parseTranscript } from './transcript-parse.ts';

let files: LocalServer;
let handle: DatabaseHandle;
const watch = watchConnections();

beforeAll(async () => {
  files = await startLocalServer(episodeFilesHandler);
  handle = await freshDatabase();
}, 120_000);
afterAll(async () => {
  watch.stop();
  await files.close();
  await handle.close();
});

const outbound = () =>
  createOutboundClient({
    userAgent: 'PodpieTest/1.0',
    allowedAddresses: ['127.0.0.1'],
    allowedPorts: 'any',
    // private.example is a public-looking name that points into a private network.
    lookup: fakeResolver({ 'private.example': '10.0.0.5' }),
  });

describe('episodes of a real-world feed', () => {
  it('have stable, unique keys: same titles differ by hash, missing guids hash the audio', () => {
    const first = parseFeed(showFeedXml(files.origin)).episodes;
    const again = parseFeed(showFeedXml(files.origin)).episodes;
    const keys = keyedEpisodes(first).map((k) => k.key);
    expect(keys).toEqual(keyedEpisodes(again).map((k) => k.key));
    expect(new Set(keys).size).toBe(first.length);
    expect(keys.filter((key) => key.startsWith('q-a-'))).toHaveLength(2);
    const bonus = first.find((episode) => episode.title.startsWith('Bonus'));
    if (!bonus) throw new Error('the bonus episode is missing');
    expect(bonus.guid).toBeNull();
    // The audio address names an episode without a guid, whatever its title becomes.
    expect(episodeKey({ ...bonus, title: 'Bonus' }).slice(-6)).toBe(episodeKey(bonus).slice(-6));
  });

  it('keep notes as safe HTML, their chapters and every transcript offered', () => {
    const [ada] = parseFeed(showFeedXml(files.origin), {
      url: 'https://engine.example/feed',
    }).episodes;
    expect(ada?.notes_html).toBe(
      '<p>Ada joins us. <a href="https://ada.example/notes" rel="nofollow ugc noopener">Her notes</a></p><ul><li>Engines</li><li>Looms</li></ul>',
    );
    expect(ada?.chapters_url).toBe(`${files.origin}/files/chapters.json`);
    expect(ada?.transcripts?.map((t) => t.type)).toEqual(['text/plain', 'text/vtt']);
    expect(ada?.people.map((p) => p.name)).toEqual(['Jane Host', 'Ada Lovelace']);
  });
});

describe('chapters and transcripts read by the feed refresh', () => {
  const failures: { url: string; failure: string }[] = [];

  beforeAll(async () => {
    const client = outbound();
    const episodes = parseFeed(showFeedXml(files.origin)).episodes;
    const deps = {
      db: handle.db,
      outbound: client,
      now: () => new Date('2031-06-11T00:00:00Z'),
      log: (file: { url: string; failure: string }) => failures.push(file),
      bounds: { chaptersBytes: 1024 * 1024, transcriptBytes: 4 * 1024 * 1024, timeoutMs: 3000 },
    };
    expect(await refreshEpisodeFiles(deps, episodes)).toBe(true);
    // Read once: a second refresh fetches nothing again.
    expect(await refreshEpisodeFiles(deps, episodes)).toBe(false);
    client.close();
  }, 30_000);

  it('keeps chapters in time order, leaving out those not for the table of contents', async () => {
    const stored = await episodeFilesOf(handle.db, {
      chapters: `${files.origin}/files/chapters.json`,
      transcript: `${files.origin}/files/ada.vtt`,
    });
    expect(stored.chapters).toEqual([
      { start: 0, title: 'Cold open', url: null },
      { start: 95, title: 'Meet Ada', url: 'https://ada.example/' },
      { start: 754, title: 'The engine', url: null },
    ]);
    // The VTT was picked over the plain text, its speakers' captions joined into paragraphs.
    expect(stored.transcript).toEqual([
      { start: 1, speaker: 'Jane Host', text: 'Welcome back to the show. Today my guest is Ada.' },
      { start: 754, speaker: 'Ada Lovelace', text: 'The engine weaves algebraic patterns.' },
    ]);
  });

  it('reads SRT speakers from "Name:" captions', async () => {
    const stored = await episodeFilesOf(handle.db, {
      chapters: null,
      transcript: `${files.origin}/files/qa.srt`,
    });
    expect(stored.transcript).toEqual([
      { start: 0, speaker: 'Sam', text: 'Questions from you, answered.' },
      { start: 65, speaker: 'Kim', text: 'First one is about microphones.' },
    ]);
  });

  it('leaves out a private, a 50 MB and a silent file, says why, and never leaves loopback', async () => {
    const why = Object.fromEntries(
      failures.map((f) => [f.url.replace(files.origin, ''), f.failure]),
    );
    expect(why['https://private.example/qa1.vtt']).toMatch(/private or reserved network address/);
    expect(why['/files/huge.vtt']).toMatch(/more data than allowed/);
    expect(why['/files/slow.vtt']).toMatch(/took too long/);
    expect(watch.nonLoopback()).toEqual([]);
    for (const url of ['https://private.example/qa1.vtt', `${files.origin}/files/huge.vtt`]) {
      expect(
        (await episodeFilesOf(handle.db, { chapters: null, transcript: url })).transcript,
      ).toBeNull();
    }
  });
});

describe('transcript formats', () => {
  it('reads the JSON transcript of Podcasting 2.0', () => {
    const json = JSON.stringify({
      version: '1.0.0',
      segments: [
        { speaker: 'Jane', startTime: 0.2, endTime: 2, body: 'Hello' },
        { speaker: 'Jane', startTime: 2, endTime: 3, body: 'there.' },
        { speaker: 'Ada', startTime: 3.9, endTime: 5, body: 'Hi!' },
      ],
    });
    expect(parseTranscript(json, 'application/json')).toEqual([
      { start: 0, speaker: 'Jane', text: 'Hello there.' },
      { start: 3, speaker: 'Ada', text: 'Hi!' },
    ]);
  });

  it('reads HTML and plain text as paragraphs with speakers and no times', () => {
    expect(
      parseTranscript('<p>Jane: Hi</p><script>x</script><p>Ada: Hello</p>', 'text/html'),
    ).toEqual([
      { start: null, speaker: 'Jane', text: 'Hi' },
      { start: null, speaker: 'Ada', text: 'Hello' },
    ]);
    expect(parseTranscript('just words', 'text/plain')).toEqual([
      { start: null, speaker: null, text: 'just words' },
    ]);
  });

  it('gives null for broken files', () => {
    expect(parseChapters('{not json')).toBeNull();
    expect(parseChapters('{"chapters":[]}')).toBeNull();
    expect(parseTranscript('{"segments":"x"}', 'application/json')).toBeNull();
    expect(parseTranscript('WEBVTT\n\n', 'text/vtt')).toBeNull();
  });
});
