import { describe, expect, it } from 'vitest';
import { loadDictionaries } from '../../shared/dictionaries.ts';
import { createI18n } from '../../shared/language.ts';
import { agoLabel, periodLabel, reasonLabel } from './uptime-texts.ts';

const t = async (language: 'en' | 'cn' | 'tw' = 'en') =>
  createI18n(language, await loadDictionaries(language)).t;

const now = new Date('2026-11-26T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);

describe('what the uptime monitor says about a failing link', () => {
  it('names the reason with the status the directory sent', async () => {
    const en = await t();
    expect(reasonLabel(en, { reason: 'not_found', status: 404 })).toBe('Not found (404)');
    expect(reasonLabel(en, { reason: 'refused', status: 429 })).toBe(
      'Refused by the directory (429)',
    );
    expect(reasonLabel(en, { reason: 'timeout', status: null })).toBe('No answer (timeout)');
    expect(reasonLabel(en, { reason: 'dns', status: null })).toBe('Address does not resolve (DNS)');
    // A "not found" page sent with 200: the 200 would only confuse.
    expect(reasonLabel(en, { reason: 'not_found', status: 200 })).toBe('Not found');
    // Checks stored before reasons were kept.
    expect(reasonLabel(en, { reason: null, status: null })).toBe('Could not be reached');
    expect(reasonLabel(await t('cn'), { reason: 'server_error', status: 503 })).toBe(
      '服务器错误（503）',
    );
    expect(reasonLabel(await t('tw'), { reason: 'not_found', status: 410 })).toBe('找不到（410）');
  });

  it('says since when in minutes, hours or days', async () => {
    const en = await t();
    expect(agoLabel(en, before(20_000), now)).toBe('moments ago');
    expect(agoLabel(en, before(60_000), now)).toBe('1 minute ago');
    expect(agoLabel(en, before(3 * 3_600_000 + 59 * 60_000), now)).toBe('3 hours ago');
    expect(agoLabel(en, before(49 * 3_600_000), now)).toBe('2 days ago');
    expect(agoLabel(await t('cn'), before(3 * 3_600_000), now)).toBe('3 小时前');
  });

  it('names the period the bars cover', async () => {
    const en = await t();
    expect(periodLabel(en, { kind: 'hours', hours: 24 })).toBe('Last 24 hours');
    expect(periodLabel(en, { kind: 'hours', hours: 1 })).toBe('Last hour');
    expect(periodLabel(en, { kind: 'checks', count: 30 })).toBe('Last 30 checks');
    expect(periodLabel(await t('tw'), { kind: 'checks', count: 3 })).toBe('最近 3 次檢測');
  });
});
