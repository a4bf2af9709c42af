import { describe, expect, it } from 'vitest';
import { analyticsCsv } from './csv.ts';

describe('analytics CSV', () => {
  it('lists every day, then blocks, referrers and devices, with formulas defused', () => {
    const csv = analyticsCsv(
      {
        totals: { views: 3, unique_visitors: 2, clicks: 2 },
        days: [
          { date: '2026-03-01', views: 1, unique_visitors: 1, clicks: 0 },
          { date: '2026-03-02', views: 2, unique_visitors: 1, clicks: 2 },
        ],
        blocks: [
          { pie_id: 4, title: '=HYPERLINK("x")', clicks: 1 },
          { pie_id: 5, title: '', clicks: 1 },
        ],
        referrers: [{ domain: 'instagram.com', views: 1 }],
        devices: [{ device: 'mobile', views: 3 }],
        episodes: [],
      },
      'Removed block',
    );
    expect(csv.split('\r\n')).toEqual([
      'date,views,unique_visitors,clicks',
      '2026-03-01,1,1,0',
      '2026-03-02,2,1,2',
      '',
      'block,clicks',
      `"'=HYPERLINK(""x"")",1`,
      'Removed block,1',
      '',
      'referrer,views',
      'instagram.com,1',
      '',
      'device,views',
      'mobile,3',
      '',
    ]);
  });
});
