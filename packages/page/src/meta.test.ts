import { describe, expect, it } from 'vitest';
import { pageMeta } from './meta.ts';
import { nextPageChangeAt } from './rules.ts';
import { NOW, pie, project } from './test-world.tsx';

describe('pageMeta', () => {
  it('takes title, description and image from the header block', () => {
    const meta = pageMeta(project(), [
      pie({ main_type: 'TEXT-INPUT', title: 'Not me' }),
      pie({
        main_type: 'HEADER-TITLE',
        title: '  The Daily Pie ',
        description: 'Line one\nline two',
        image_url: 'https://img.example.com/a.jpg',
      }),
    ]);
    expect(meta).toEqual({
      title: 'The Daily Pie',
      description: 'Line one line two',
      imageUrl: 'https://img.example.com/a.jpg',
    });
  });

  it('falls back to the project artwork and slug, and clips long descriptions', () => {
    const meta = pageMeta(project({ artwork_cdnUrl: 'https://cdn.example.com/art.png' }), [
      pie({ main_type: 'HEADER-TITLE', description: 'x'.repeat(500) }),
    ]);
    expect(meta.title).toBe('myshow');
    expect(meta.imageUrl).toBe('https://cdn.example.com/art.png');
    expect(meta.description.length).toBeLessThanOrEqual(200);
  });
});

describe('nextPageChangeAt', () => {
  it('is the nearest schedule edge or countdown end after now', () => {
    const pies = [
      pie({ main_type: 'TEXT-INPUT', title: 'a', schedule_to_date: '2030-06-20T00:00:00Z' }),
      pie({
        main_type: 'COUNT-DOWN',
        countdown_from_date: '2030-06-01T00:00:00Z',
        countdown_to_date: '2030-06-18T00:00:00Z',
      }),
      pie({ main_type: 'TEXT-INPUT', title: 'b', schedule_from_date: '2030-06-01T00:00:00Z' }),
    ];
    expect(nextPageChangeAt(pies, NOW)?.toISOString()).toBe('2030-06-18T00:00:00.000Z');
  });

  it('is null when nothing on the page changes by itself', () => {
    expect(nextPageChangeAt([pie({ main_type: 'TEXT-INPUT', title: 'a' })], NOW)).toBeNull();
  });
});
