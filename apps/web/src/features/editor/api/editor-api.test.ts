import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorApi } from './editor-api.ts';

/** The app's fetch answering `body` to every call; the calls are kept. */
function serverAnswering(body: unknown) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

const theme = {
  id: 1,
  theme_name: 'Harbour',
  background_type: 'SOLID',
  solid_color: '#102030',
  degree: 0,
  gradient_color_from: null,
  gradient_color_to: null,
  text_color: '#ffffff',
  button_color: '#ffffff',
  button_text_color: '#000000',
};

describe('the editor reads the catalogue and mailing lists with the server’s schemas', () => {
  it('reads the themes and the palette', async () => {
    const themeUrls = serverAnswering({ data: [theme] });
    expect(await editorApi.themes()).toEqual([theme]);
    expect(themeUrls).toEqual(['/api/v1/themes']);
    const urls = serverAnswering({ data: [{ id: 1, color_hex: 'ff8800' }] });
    expect(await editorApi.backgroundColors()).toEqual([{ id: 1, color_hex: 'ff8800' }]);
    expect(urls).toEqual(['/api/v1/background_colors']);
  });

  it('refuses a palette colour the contract does not allow', async () => {
    serverAnswering({ data: [{ id: 1, color_hex: '#ff8800' }] });
    await expect(editorApi.backgroundColors()).rejects.toThrow();
  });

  it('reads the link cards through the one parser client under /parser/v1', async () => {
    const card = {
      author: null,
      date: null,
      description: null,
      image: null,
      logo: null,
      publisher: null,
      title: 'A page',
      price: null,
      hostname: 'example.com',
      url: 'https://example.com/',
      video: null,
    };
    const urls = serverAnswering(card);
    expect(await editorApi.parseLink('https://example.com/')).toEqual(card);
    expect(urls).toEqual(['/parser/v1/url_parser?uri=https%3A%2F%2Fexample.com%2F']);
  });
});
