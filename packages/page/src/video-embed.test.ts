import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed.ts';

describe('videoEmbedUrl', () => {
  it('turns every usual YouTube address into the no-cookie player', () => {
    const player = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
    ]) {
      expect(videoEmbedUrl(link)).toBe(player);
    }
  });

  it('turns Vimeo addresses into the Vimeo player', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(videoEmbedUrl('https://vimeo.com/channels/staffpicks/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('gives nothing for other sites, bad ids and unsafe schemes', () => {
    expect(videoEmbedUrl('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v="><script>')).toBeNull();
    expect(videoEmbedUrl('https://vimeo.com/about')).toBeNull();
    expect(videoEmbedUrl('javascript:alert(1)//youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl(null)).toBeNull();
  });
});
