// The sample page's pictures on loopback, for benches that open the page in Chromium: an address
// that cannot load (the machine is offline) logs a console error that Lighthouse counts against
// best practices, which says nothing about Podpie.
import { createServer } from 'node:http';
import sharp from 'sharp';

/** Serves one 600 px JPEG at every path; answers its base address and a way to stop. */
export async function startSampleImages(): Promise<{ base: string; close: () => Promise<void> }> {
  const jpeg = await sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: 196, g: 120, b: 64 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'image/jpeg',
      'content-length': jpeg.length,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    response.end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port for the images');
  return {
    base: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
