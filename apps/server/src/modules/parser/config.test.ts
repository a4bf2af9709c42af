import { describe, expect, it } from 'vitest';
import { outboundOptionsFromEnv } from '../../lib/outbound-config.ts';
import { loadParserConfig } from './config.ts';

describe('loadParserConfig', () => {
  it('has working defaults for every setting', () => {
    const config = loadParserConfig({});
    expect(config).toMatchObject({
      ITUNES_API_URL: 'https://itunes.apple.com',
      SPOTIFY_API_URL: 'https://api.spotify.com',
      SPOTIFY_ACCOUNTS_URL: 'https://accounts.spotify.com',
      PARSER_PORT: 3001,
      OUTBOUND_ALLOW_PRIVATE: false,
      OUTBOUND_ALLOWED_PORTS: [80, 443],
    });
    expect(config.SPOTIFY_CLIENT_ID).toBeUndefined();
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = loadParserConfig({
      ITUNES_API_URL: 'http://127.0.0.1:4010/',
      OUTBOUND_ALLOW_PRIVATE: 'true',
      OUTBOUND_ALLOWED_PORTS: '80, 443, 8080',
      SPOTIFY_CLIENT_ID: '',
      PARSER_PORT: '4001',
    });
    expect(config.ITUNES_API_URL).toBe('http://127.0.0.1:4010');
    expect(config.OUTBOUND_ALLOW_PRIVATE).toBe(true);
    expect(config.OUTBOUND_ALLOWED_PORTS).toEqual([80, 443, 8080]);
    expect(config.SPOTIFY_CLIENT_ID).toBeUndefined();
    expect(config.PARSER_PORT).toBe(4001);
  });

  it('names the invalid variable on one line', () => {
    expect(() => loadParserConfig({ OUTBOUND_ALLOWED_PORTS: '80,http' })).toThrow(
      'Invalid configuration: OUTBOUND_ALLOWED_PORTS must be a comma-separated list of ports or * (got "80,http").',
    );
    expect(() => loadParserConfig({ ITUNES_API_URL: 'ftp://apple' })).toThrow(
      'Invalid configuration: ITUNES_API_URL must be an http or https address (got "ftp://apple").',
    );
  });
});

describe('outbound options from the configuration', () => {
  it('identifies the bot with the public address', () => {
    const options = outboundOptionsFromEnv(
      loadParserConfig({ PUBLIC_URL: 'https://podpie.example/', OUTBOUND_ALLOWED_PORTS: '*' }),
    );
    expect(options.userAgent).toBe('PodpieBot/1.0 (+https://podpie.example)');
    expect(options.allowedPorts).toBe('any');
    expect(options.allowPrivate).toBe(false);
  });
});
