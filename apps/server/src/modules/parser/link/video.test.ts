import { describe, expect, it } from 'vitest';
import { knownVideoPlayer } from './video.ts';

describe('knownVideoPlayer', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://vimeo.com/76979871/8272103f6e',
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
    ],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://player.vimeo.com/video/76979871?autoplay=1&h=8272103f6e',
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
    ],
  ])('turns %s into its player', (address, player) => {
    expect(knownVideoPlayer(address)).toBe(player);
  });

  it.each([
    'https://www.youtube.com/@closetstudio',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/harbourfilms',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'not a url',
  ])('finds no player in %s', (address) => {
    expect(knownVideoPlayer(address)).toBeNull();
  });
});
