// The sample page's pictures and feed on loopback, for benches that open the page in Chromium: an
// address that cannot load (the machine is offline) logs a console error that Lighthouse counts
// against best practices, which says nothing about Podpie.
import { createServer } from 'node:http';
import { PNG } from 'pngjs';

/** Where the sample feed is, under the server's base address. */
export const SAMPLE_FEED_PATH = '/daily-pie.xml';

/** A show's feed as hosts write them: channel artwork, a dozen episodes with audio and notes. */
function sampleFeed(base: string): string {
  const episodes = Array.from({ length: 12 }, (_, index) => {
    const number = 12 - index;
    const published = new Date(Date.UTC(2026, 10, 27 - index * 7, 5)).toUTCString();
    return `<item><title>Episode ${number}: the crust question</title><guid isPermaLink="false">daily-pie-${number}</guid><pubDate>${published}</pubDate><itunes:duration>00:42:${String(number).padStart(2, '0')}</itunes:duration><description><![CDATA[<p>Ada and guests on pastry, part ${number}.</p>]]></description><enclosure url="${base}/audio/${number}.mp3" length="40000000" type="audio/mpeg"/></item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>The Daily Pie</title><link>${base}/</link><description>Baking news every morning</description><itunes:author>Ada Crust</itunes:author><itunes:image href="${base}/art.jpg"/>${episodes.join('')}</channel></rss>`;
}

/**
 * Serves the sample feed at SAMPLE_FEED_PATH and one 600 px picture at every other path (a PNG,
 * whatever the name says); answers its base address and a way to stop.
 */
export async function startSampleImages(): Promise<{ base: string; close: () => Promise<void> }> {
  const picture = new PNG({ width: 600, height: 600 });
  for (let offset = 0; offset < picture.data.length; offset += 4) {
    picture.data.set([196, 120, 64, 255], offset);
  }
  const png = PNG.sync.write(picture);
  let feed = '';
  const server = createServer((request, response) => {
    if (request.url === SAMPLE_FEED_PATH) {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      response.end(feed);
      return;
    }
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': png.length,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    response.end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port for the images');
  const base = `http://127.0.0.1:${address.port}`;
  feed = sampleFeed(base);
  return {
    base,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
