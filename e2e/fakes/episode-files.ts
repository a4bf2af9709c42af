import type { ServerResponse } from 'node:http';

// A show whose newest episode has chapters, a WebVTT transcript with speakers and real audio, so
// the episode-page journey can play from a chapter. Served by the fake podcast upstream.

export const EPISODE_SHOW_PATH = '/episode-feeds/engine-room.xml';
export const NEWEST_EPISODE = 'Interview with Ada';

/** Two minutes of silence as 8 kHz 8-bit mono WAV: small, and Chromium plays and seeks it. */
function silentWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

const AUDIO = silentWav(120);

const CHAPTERS = JSON.stringify({
  version: '1.2.0',
  chapters: [
    { startTime: 0, title: 'Cold open' },
    { startTime: 30, title: 'Meet Ada' },
    { startTime: 90, title: 'The engine' },
  ],
});

const VTT = `WEBVTT

00:00:01.000 --> 00:00:04.000
<v Jane Host>Welcome back to the Engine Room.

00:00:30.000 --> 00:00:34.000
<v Ada Lovelace>Thank you for having me.

00:01:30.000 --> 00:01:36.000
<v Ada Lovelace>The engine weaves algebraic patterns.
`;

function feedXml(base: string): string {
  const item = (n: number, title: string, extra: string) => `
    <item>
      <title>${title}</title>
      <guid isPermaLink="false">engine-room-${n}</guid>
      <pubDate>${new Date(Date.UTC(2024, 5, 10) - (3 - n) * 7 * 86_400_000).toUTCString()}</pubDate>
      <enclosure url="${base}/episode-files/ep${n}.wav" length="${AUDIO.length}" type="audio/wav"/>
      <itunes:duration>120</itunes:duration>
      <description><![CDATA[<p>Notes for <b>${title}</b> with <a href="https://engine.example/${n}">a link</a>.</p><ul><li>Looms</li><li>Engines</li></ul>]]></description>${extra}
    </item>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
  <channel>
    <title>The Engine Room</title>
    <link>${base}/shows/engine-room</link>
    <description>Machines and the people who dream them.</description>
    <itunes:image href="${base}/art/pie-talk.png"/>
    ${item(
      3,
      'Interview with Ada',
      `
      <podcast:person role="host">Jane Host</podcast:person>
      <podcast:person role="guest" href="https://ada.example/">Ada Lovelace</podcast:person>
      <podcast:chapters url="${base}/episode-files/chapters.json" type="application/json+chapters"/>
      <podcast:transcript url="${base}/episode-files/ada.vtt" type="text/vtt"/>`,
    )}
    ${item(2, 'Q&amp;A', '')}
    ${item(1, 'Q&amp;A', '')}
  </channel>
</rss>`;
}

/** Answers the show's feed and files; false for any other path. */
export function serveEpisodeFiles(
  path: string,
  base: string,
  response: ServerResponse,
  range?: string,
): boolean {
  const send = (type: string, body: string | Buffer) => {
    response.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    response.end(body);
    return true;
  };
  if (path === EPISODE_SHOW_PATH) return send('application/rss+xml; charset=utf-8', feedXml(base));
  if (path === '/episode-files/chapters.json') return send('application/json+chapters', CHAPTERS);
  if (path === '/episode-files/ada.vtt') return send('text/vtt', VTT);
  if (/^\/episode-files\/ep\d\.wav$/.test(path)) return sendAudio(range, response);
  return false;
}

/** The audio with byte ranges, as podcast hosts serve it, so the player can seek. */
function sendAudio(range: string | undefined, response: ServerResponse): boolean {
  const asked = /^bytes=(\d+)-(\d*)$/.exec(range ?? '');
  if (!asked) {
    response.writeHead(200, {
      'content-type': 'audio/wav',
      'accept-ranges': 'bytes',
      'content-length': AUDIO.length,
    });
    response.end(AUDIO);
    return true;
  }
  const start = Number(asked[1]);
  const end = asked[2] ? Math.min(Number(asked[2]), AUDIO.length - 1) : AUDIO.length - 1;
  response.writeHead(206, {
    'content-type': 'audio/wav',
    'accept-ranges': 'bytes',
    'content-range': `bytes ${start}-${end}/${AUDIO.length}`,
    'content-length': end - start + 1,
  });
  response.end(AUDIO.subarray(start, end + 1));
  return true;
}
