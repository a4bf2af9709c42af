// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { resources } from '../../shared/dictionaries-test-support.ts';
import { createI18n, type Language } from '../../shared/language.ts';
import { quickstartText } from './quickstart-text.ts';
import { supportEmail } from './support-email.ts';

/** The texts as the app draws them in `language`. */
const textIn = (language: Language) => quickstartText(createI18n(language, resources).t);

describe('quickstartText', () => {
  it('quotes the setup failure of SPEC.md §8 exactly, with the support address', () => {
    expect(textIn('en').setupFailed('help@example.com')).toBe(
      'Failed to setup.  Please screenshot the issue, and send your podcast rss feed to help@example.com',
    );
  });

  it('quotes the feed failure of SPEC.md §8 exactly', () => {
    const text = textIn('en');
    expect(text.feedFailedTitle('https://feeds.example.com/x')).toBe(
      'Unable to fetch data from https://feeds.example.com/x',
    );
    expect(text.feedFailedHint).toBe('Try another one?');
  });

  it('names the steps Setup, Customize and Publish', () => {
    expect(textIn('en').steps).toEqual(['Setup', 'Customize', 'Publish']);
  });

  it('names the directory being searched in each progress message', () => {
    const text = textIn('en');
    expect(text.progress('spotify', false)).toContain('Spotify');
    expect(text.progress('iheart', false)).toContain('iHeartRadio');
    expect(text.progress('basic-networks', false)).toContain('Apple Podcasts');
    expect(text.progress('save', true)).not.toBe(text.progress('save', false));
  });

  it('speaks the interface language, Chinese for cn and tw', () => {
    expect(textIn('tw').backToSearch).toBe('返回搜尋');
    expect(textIn('cn').backToSearch).toBe('返回搜索');
    expect(textIn('en').backToSearch).not.toBe(textIn('cn').backToSearch);
  });
});

describe('supportEmail', () => {
  it('uses the address the build was configured with', () => {
    expect(supportEmail({ VITE_SUPPORT_EMAIL: 'help@example.com' })).toBe('help@example.com');
  });

  it('falls back to the product address when none is configured', () => {
    expect(supportEmail({})).toBe('support@podpie.app');
    expect(supportEmail({ VITE_SUPPORT_EMAIL: '' })).toBe('support@podpie.app');
  });
});
