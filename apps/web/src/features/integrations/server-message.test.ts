import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { resources } from '../../shared/dictionaries-test-support.ts';
import { createI18n } from '../../shared/language.ts';
import { mailingError, mailingMessage } from './server-message.ts';

const tIn = (language: 'en' | 'cn' | 'tw') => createI18n(language, resources).t;

/** A refusal exactly as the mailing routes send it: English for programs, the key for the app. */
const notConfigured = new ApiError(422, 'Unprocessable Entity', {
  errors: ['Mailchimp is not configured on this server.'],
  code: 'unprocessable',
  key: 'integrations:serverMessages.notConfigured',
});

describe('mailing messages are shown by their key, in the reader’s language', () => {
  it('a refusal reads in Chinese for a cn reader, and in the same English words as before', () => {
    expect(mailingError(tIn('cn'), notConfigured)).toBe('此服务器尚未配置 Mailchimp。');
    expect(mailingError(tIn('tw'), notConfigured)).toBe('此伺服器尚未設定 Mailchimp。');
    expect(mailingError(tIn('en'), notConfigured)).toBe(
      'Mailchimp is not configured on this server.',
    );
  });

  it('a done message reads by its key', () => {
    const answer = {
      message: 'Your Mailchimp account is connected.',
      key: 'integrations:serverMessages.connected',
    };
    expect(mailingMessage(tIn('cn'), answer)).toBe('你的 Mailchimp 账号已连接。');
    expect(mailingMessage(tIn('en'), answer)).toBe('Your Mailchimp account is connected.');
  });

  it('a message without a key, or with one we do not know, is shown as the server wrote it', () => {
    const unkeyed = new ApiError(502, 'Bad Gateway', {
      errors: ['Upstream said no.'],
      code: 'upstream_failed',
    });
    expect(mailingError(tIn('cn'), unkeyed)).toBe('Upstream said no.');
    const foreignKey = new ApiError(422, '', {
      errors: ['Something else.'],
      code: 'unprocessable',
      key: 'nowhere:at.all',
    });
    expect(mailingError(tIn('cn'), foreignKey)).toBe('Something else.');
    expect(mailingError(tIn('cn'), new Error('network'))).toBeNull();
  });
});
