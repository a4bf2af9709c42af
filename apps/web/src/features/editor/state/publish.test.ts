import { defaultProjectStyle, makePie, type Pie } from '@podpie/core';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectView } from '../../../api/projects.ts';
import { laterOf, publishNew, styleOf } from './publish.ts';

const view = (id: number): ProjectView => ({
  ...defaultProjectStyle(),
  button_color: '#abcdef',
  id,
  slug: 'crumb',
  address_chosen: true,
  language: 'en',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
  pies_updated_at: null,
  google_analytics_id: null,
  facebook_pixel_id: null,
  title: null,
  short_link: 'http://podpie.test/crumb',
});

describe('publishing a page', () => {
  it('takes only the style fields from what the server answers', () => {
    const style = styleOf(view(3));
    expect(style.button_color).toBe('#abcdef');
    expect(style).not.toHaveProperty('slug');
    expect(style).not.toHaveProperty('short_link');
  });

  it('dates the server copy by its newest part', () => {
    expect(laterOf('2025-01-02T00:00:00.000Z', '2025-01-03T00:00:00.000Z', null)).toBe(
      '2025-01-03T00:00:00.000Z',
    );
    expect(laterOf(null, undefined)).toBeNull();
  });

  it('a first publish that failed once makes one project on retry', async () => {
    const pies: Pie[] = [
      makePie({ id: -123456, main_type: 'TEXT-INPUT', title: 'Hi', sort_order: 1 }),
    ];
    // The server stores the project and its blocks in one transaction: a failure keeps nothing.
    const stored: number[] = [];
    let attempts = 0;
    const createProjectWithPies = vi.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('connection reset');
      stored.push(8);
      return {
        project: { ...view(8), pies_updated_at: '2025-01-05T00:00:00.000Z' },
        pies: [{ ...pies[0], id: 70 } as Pie],
      };
    });
    const updateProject = vi.fn(async () => view(8));
    const syncPies = vi.fn(async () => ({ pies, piesUpdatedAt: null }));
    const api = { createProjectWithPies, updateProject, syncPies };
    let created: number | null = null;
    const doc = { project: defaultProjectStyle(), pies };
    await expect(publishNew(api, doc, created, (id) => (created = id))).rejects.toThrow();
    expect(created).toBeNull();
    const published = await publishNew(api, doc, created, (id) => (created = id));
    expect(stored).toEqual([8]);
    expect(created).toBe(8);
    expect(updateProject).not.toHaveBeenCalled();
    expect(syncPies).not.toHaveBeenCalled();
    expect(published.doc.pies[0]?.id).toBe(70);
    expect(published.serverUpdatedAt).toBe('2025-01-05T00:00:00.000Z');
    expect(published.shortLink).toBe('http://podpie.test/crumb');
  });
});
