// The sample page's pictures on loopback, for benches that open the page in Chromium: an address
// that cannot load (the machine is offline) logs a console error that Lighthouse counts against
// best practices, which says nothing about Podpie.
import { createServer } from 'node:http';
import { PNG } from 'pngjs';

/**
 * Serves one 600 px picture at every path (a PNG, whatever the name says); answers its base
 * address and a way to stop.
 */
export async function startSampleImages(): Promise<{ base: string; close: () => Promise<void> }> {
  const picture = new PNG({ width: 600, height: 600 });
  for (let offset = 0; offset < picture.data.length; offset += 4) {
    picture.data.set([196, 120, 64, 255], offset);
  }
  const png = PNG.sync.write(picture);
  const server = createServer((_request, response) => {
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
  return {
    base: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
