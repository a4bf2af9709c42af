import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { loadDictionaries } from '../../../shared/dictionaries.ts';
import { createI18n } from '../../../shared/language.ts';
import type { NoticeText } from '../../notifications/index.ts';
import { uploadErrorText } from './upload-error-text.ts';

const refused = (status: number, code: string, message: string) =>
  new ApiError(status, '', { errors: [message], code });

// The app loads a language's dictionaries on demand; the test loads them the same way.
async function shown(text: NoticeText, language: 'en' | 'cn' | 'tw' = 'en'): Promise<string> {
  if (!('key' in text)) return text.text;
  return createI18n(language, await loadDictionaries(language)).t(text.key);
}

describe('what the editor says when an upload is refused', async () => {
  it('asks a signed-out writer to sign up once the day of uploads is used', async () => {
    const error = refused(429, 'upload_quota_exceeded', 'server words');
    expect(await shown(uploadErrorText(error))).toBe(
      'You have uploaded too much today without an account. Sign up to upload more.',
    );
    expect(await shown(uploadErrorText(error), 'cn')).toContain('注册');
    expect(await shown(uploadErrorText(error), 'tw')).toContain('註冊');
  });

  it("words an account's quotas and a full disk in the reader's language", async () => {
    const daily = refused(429, 'upload_daily_quota_exceeded', 'server words');
    expect(await shown(uploadErrorText(daily))).toBe(
      'Your account has uploaded as much as it may today; please try again tomorrow.',
    );
    expect(await shown(uploadErrorText(daily), 'cn')).toContain('明天');
    expect(await shown(uploadErrorText(daily), 'tw')).toContain('明天');
    const total = refused(429, 'upload_total_quota_exceeded', 'server words');
    expect(await shown(uploadErrorText(total), 'tw')).toContain('上限');
    const full = refused(507, 'storage_full', 'server words');
    expect(await shown(uploadErrorText(full))).toBe(
      'The server has no room for more uploads right now; please try again later.',
    );
    expect(await shown(uploadErrorText(full), 'cn')).toContain('空间');
  });

  it('keeps the wait-a-minute words for the per-minute limit', async () => {
    const text = await shown(uploadErrorText(refused(429, 'rate_limited', 'Too many uploads')));
    expect(text).toBe('Too many tries; please wait a minute and try again.');
  });

  it('names the image limit for a file that is too large', async () => {
    const text = await shown(uploadErrorText(refused(413, 'payload_too_large', 'too large')));
    expect(text).toMatch(/10 MB/);
  });
});
