// A podcast as real hosts publish it, for the episode page tests: a feed with chapters and
// transcripts in several formats, two episodes with one title, episodes without a guid, and a fake
// file server on 127.0.0.1 whose files are fine, 50 MB, or never answer.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CHAPTERS_JSON = JSON.stringify({
  version: '1.2.0',
  chapters: [
    { startTime: 0, title: 'Cold open' },
    { startTime: 95.5, title: 'Meet Ada', url: 'https://ada.example/' },
    { startTime: 754, title: 'The engine' },
    { startTime: 1500, title: 'Hidden marker', toc: false },
  ],
});

export const VTT = `WEBVTT

1
00:00:01.000 --> 00:00:04.000
<v Jane Host>Welcome back to the show.

2
00:00:04.500 --> 00:00:08.000
<v Jane Host>Today my guest is Ada.

3
00:12:34.000 --> 00:12:40.000
<v Ada Lovelace>The engine weaves <b>algebraic</b> patterns.
`;

export const SRT = `1
00:00:00,500 --> 00:00:03,000
Sam: Questions from you, answered.

2
00:01:05,000 --> 00:01:09,000
Kim: First one is about microphones.
`;

/** A 90-minute conversation as WebVTT: two speakers, a caption every 4 seconds. */
export function longVtt(minutes = 90): string {
  const words =
    'so I think the interesting part of this is how people actually listen to shows on the way to work and what they skip';
  const cues = ['WEBVTT', ''];
  for (let second = 0; second < minutes * 60; second += 4) {
    const clock = (s: number) =>
      `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;
    const speaker = Math.floor(second / 60) % 2 === 0 ? 'Jane Host' : 'Ada Lovelace';
    const shift = (second / 4) % 7;
    cues.push(`${clock(second)} --> ${clock(second + 4)}`);
    cues.push(
      `<v ${speaker}>${words
        .split(' ')
        .slice(shift, shift + 12)
        .join(' ')} ${second}.`,
      '',
    );
  }
  return cues.join('\n');
}

/**
 * The file server: /files/* answer the files above, /files/huge.vtt streams 50 MB, /files/slow.vtt
 * never answers, /files/long.vtt is a 90-minute transcript.
 */
export function episodeFilesHandler(request: IncomingMessage, response: ServerResponse): void {
  const path = request.url ?? '';
  if (path === '/files/chapters.json') {
    response.writeHead(200, { 'content-type': 'application/json+chapters' }).end(CHAPTERS_JSON);
  } else if (path === '/files/ada.vtt') {
    response.writeHead(200, { 'content-type': 'text/vtt' }).end(VTT);
  } else if (path === '/files/qa.srt') {
    response.writeHead(200, { 'content-type': 'application/x-subrip' }).end(SRT);
  } else if (path === '/files/long.vtt') {
    response.writeHead(200, { 'content-type': 'text/vtt' }).end(longVtt());
  } else if (path === '/files/huge.vtt') {
    response.writeHead(200, { 'content-type': 'text/vtt' });
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    const more = () => {
      while (sent < 50 && !response.destroyed) {
        sent += 1;
        if (!response.write(chunk)) return void response.once('drain', more);
      }
      response.end();
    };
    more();
  } else if (path === '/files/slow.vtt') {
    // Never answers: the reader's time bound ends it.
  } else {
    response.writeHead(404).end();
  }
}

const item = (fields: string) => `<item>${fields}</item>`;

/** The feed, its files at `origin` (the fake server), newest episode first. */
export function showFeedXml(origin: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
<title>The Engine Room</title>
<link>https://engine.example/</link>
<itunes:image href="https://engine.example/art.jpg"/>
${item(`<title>Interview with Ada</title>
<guid isPermaLink="false">ada-0001</guid>
<pubDate>Tue, 10 Jun 2031 08:00:00 GMT</pubDate>
<itunes:duration>1:02:03</itunes:duration>
<enclosure url="${origin}/audio/ada.mp3" type="audio/mpeg" length="1000"/>
<content:encoded><![CDATA[<p>Ada joins us. <a href="https://ada.example/notes" onclick="steal()">Her notes</a></p><script>alert(1)</script><ul><li>Engines</li><li>Looms</li></ul><img src="x" onerror="alert(2)">]]></content:encoded>
<description>Ada joins us.</description>
<podcast:person role="host" img="https://engine.example/jane.jpg">Jane Host</podcast:person>
<podcast:person role="guest" href="https://ada.example/">Ada Lovelace</podcast:person>
<podcast:chapters url="${origin}/files/chapters.json" type="application/json+chapters"/>
<podcast:transcript url="${origin}/files/ada.txt" type="text/plain"/>
<podcast:transcript url="${origin}/files/ada.vtt" type="text/vtt" language="en"/>`)}
${item(`<title>Q&amp;A</title>
<guid>qa-0002</guid>
<pubDate>Tue, 03 Jun 2031 08:00:00 GMT</pubDate>
<itunes:duration>1800</itunes:duration>
<enclosure url="${origin}/audio/qa2.mp3" type="audio/mpeg" length="1000"/>
<description>Your questions, part two.</description>
<podcast:transcript url="${origin}/files/qa.srt" type="application/x-subrip"/>`)}
${item(`<title>Q&amp;A</title>
<guid>qa-0001</guid>
<pubDate>Tue, 27 May 2031 08:00:00 GMT</pubDate>
<enclosure url="${origin}/audio/qa1.mp3" type="audio/mpeg" length="1000"/>
<description>Your questions.</description>
<podcast:transcript url="https://private.example/qa1.vtt" type="text/vtt"/>`)}
${item(`<title>Bonus: the long cut</title>
<pubDate>Tue, 20 May 2031 08:00:00 GMT</pubDate>
<enclosure url="${origin}/audio/bonus.mp3" type="audio/mpeg" length="1000"/>
<description>No guid here.</description>
<podcast:transcript url="${origin}/files/huge.vtt" type="text/vtt"/>`)}
${item(`<title>Trailer</title>
<pubDate>Tue, 13 May 2031 08:00:00 GMT</pubDate>
<enclosure url="${origin}/audio/trailer.mp3" type="audio/mpeg" length="1000"/>
<description>No guid either.</description>
<podcast:transcript url="${origin}/files/slow.vtt" type="text/vtt"/>`)}
${item(`<title>Ninety minutes</title>
<guid>long-0001</guid>
<pubDate>Tue, 06 May 2031 08:00:00 GMT</pubDate>
<itunes:duration>5400</itunes:duration>
<enclosure url="${origin}/audio/long.mp3" type="audio/mpeg" length="1000"/>
<podcast:transcript url="${origin}/files/long.vtt" type="text/vtt"/>`)}
</channel>
</rss>`;
}
