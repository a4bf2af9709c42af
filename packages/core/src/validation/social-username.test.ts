import { describe, expect, it } from 'vitest';
import { issueIn } from '../i18n/issue.ts';
import { networkValueError, socialUsernameError } from './social-username.ts';

describe("social username fields: a value containing '/' is rejected", () => {
  it('names the value in the message', () => {
    expect(issueIn('en', socialUsernameError('instagram.com/podpie') ?? '')).toBe(
      'Please make sure instagram.com/podpie is the username.',
    );
  });

  it('a plain username, or nothing yet, is fine', () => {
    expect(socialUsernameError('podpie')).toBeNull();
    expect(socialUsernameError(null)).toBeNull();
  });

  it('YouTube and LinkedIn want an http(s) address instead', () => {
    const youtube = { main_type: 'SOCIAL-NETWORKS', name: 'YOUTUBE' };
    expect(networkValueError(youtube, 'https://youtube.com/@podpie')).toBeNull();
    expect(issueIn('en', networkValueError(youtube, 'podpie') ?? '')).toBe(
      'Please enter a valid http or https address.',
    );
    expect(
      issueIn(
        'en',
        networkValueError({ ...youtube, name: 'LINKEDIN' }, 'javascript:alert(1)') ?? '',
      ),
    ).toBe('Please enter a valid http or https address.');
  });

  it('messengers and other socials take a username without /', () => {
    expect(
      issueIn(
        'en',
        networkValueError({ main_type: 'SOCIAL-NETWORKS', name: 'TIKTOK' }, 'x/y') ?? '',
      ),
    ).toBe('Please make sure x/y is the username.');
    expect(
      issueIn(
        'en',
        networkValueError({ main_type: 'MESSENGERS', name: 'TELEGRAM' }, 't.me/x') ?? '',
      ),
    ).toBe('Please make sure t.me/x is the username.');
    expect(networkValueError({ main_type: 'MESSENGERS', name: 'EMAIL' }, 'me@a.fm')).toBeNull();
    expect(networkValueError({ main_type: 'MESSENGERS', name: 'TELEGRAM' }, '  ')).toBeNull();
  });
});
