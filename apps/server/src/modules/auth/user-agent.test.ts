import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent.ts';

describe('the device list reads a user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      { client: 'desktop', browser: 'Chrome 120', system: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      { client: 'desktop', browser: 'Edge 120', system: 'Windows' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      { client: 'phone', browser: 'Safari 17', system: 'iOS 17' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
      { client: 'phone', browser: 'Chrome 119', system: 'Android 14' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:121.0) Gecko/20100101 Firefox/121.0',
      { client: 'desktop', browser: 'Firefox 121', system: 'macOS' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      { client: 'tablet', browser: 'Safari 16', system: 'iPadOS 16' },
    ],
    ['curl/8.4.0', { client: 'other', browser: 'curl 8', system: null }],
  ])('%s', (agent, expected) => {
    expect(describeUserAgent(agent)).toEqual(expected);
  });

  it('shows nothing known for a missing agent', () => {
    expect(describeUserAgent(undefined)).toEqual({ client: 'other', browser: null, system: null });
  });
});
