import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { MALFORMED_MULTIPART } from './multipart-errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const BOUNDARY = 'podpie-boundary';
const partHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

const send = (payload: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: { 'content-type': contentType },
    payload,
  });

const storedFiles = async () => {
  try {
    return await readdir(join(t.config.dataDir, 'uploads'));
  } catch {
    return [];
  }
};

describe('a malformed multipart upload', () => {
  it.each([
    ['cut short inside the file', `${partHead}\x89PNG`],
    ['without its closing boundary', `${partHead}\x89PNG\r\n`],
    ['with no multipart framing at all', 'hello world'],
  ])('answers 400 with a message when %s, and stores nothing', async (_name, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [MALFORMED_MULTIPART], code: 'not_multipart' });
    expect(await storedFiles()).toEqual([]);
  });

  it.each([
    ['an empty boundary', 'multipart/form-data; boundary='],
    ['an unclosed quoted boundary', 'multipart/form-data; boundary="'],
  ])('answers 400 for %s', async (_name, contentType) => {
    const response = await send(`${partHead}x\r\n--${BOUNDARY}--\r\n`, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveLength(1);
  });
});
