import { describe, expect, it } from 'vitest';
import { messengerLink, socialLink } from './links.ts';

describe('socialLink: a username becomes a profile link', () => {
  it.each([
    ['FACEBOOK', 'podpie', 'https://www.facebook.com/podpie'],
    ['INSTAGRAM', 'podpie', 'https://instagram.com/podpie'],
    ['TWITTER', 'podpie', 'https://x.com/podpie'],
    ['TIKTOK', 'podpie', 'https://www.tiktok.com/@podpie'],
    ['PINTEREST', 'podpie', 'https://www.pinterest.com/podpie'],
    ['PATREON', 'podpie', 'https://www.patreon.com/podpie'],
    ['TUMBLR', 'podpie', 'https://www.tumblr.com/podpie'],
    ['VK', 'club123', 'https://vk.com/club123'],
    ['SNAPCHAT', 'podpie', 'https://www.snapchat.com/add/podpie'],
  ])('%s', (name, username, link) => {
    expect(socialLink(name, username)).toBe(link);
  });

  it('drops a leading @ and surrounding spaces', () => {
    expect(socialLink('INSTAGRAM', '  @podpie ')).toBe('https://instagram.com/podpie');
    expect(socialLink('TIKTOK', '@podpie')).toBe('https://www.tiktok.com/@podpie');
  });

  it('encodes the username so it stays one path segment', () => {
    expect(socialLink('FACEBOOK', 'café?x=1#y')).toBe(
      'https://www.facebook.com/caf%C3%A9%3Fx%3D1%23y',
    );
  });

  it('gives no link for an empty, slashed or dot-only username', () => {
    for (const value of ['', '   ', '@', 'a/b', 'https://instagram.com/x', 'two words', '..']) {
      expect(socialLink('INSTAGRAM', value), value).toBeNull();
    }
    expect(socialLink('INSTAGRAM', null)).toBeNull();
    expect(socialLink('INSTAGRAM', undefined)).toBeNull();
  });

  it('YOUTUBE and LINKEDIN keep an http(s) address as it is', () => {
    expect(socialLink('YOUTUBE', ' https://www.youtube.com/@podpie ')).toBe(
      'https://www.youtube.com/@podpie',
    );
    expect(socialLink('LINKEDIN', 'http://linkedin.com/in/podpie')).toBe(
      'http://linkedin.com/in/podpie',
    );
  });

  it('YOUTUBE and LINKEDIN give no link for a username or an unsafe address', () => {
    expect(socialLink('YOUTUBE', 'podpie')).toBeNull();
    expect(socialLink('YOUTUBE', 'javascript:alert(1)')).toBeNull();
    expect(socialLink('LINKEDIN', 'data:text/html,<b>x</b>')).toBeNull();
    expect(socialLink('LINKEDIN', '')).toBeNull();
  });

  it('never builds a javascript: link', () => {
    expect(socialLink('TWITTER', 'javascript:alert(1)')).toBe(
      'https://x.com/javascript%3Aalert(1)',
    );
  });

  it('an unknown network has no link', () => {
    expect(socialLink('MYSPACE', 'podpie')).toBeNull();
    expect(socialLink('constructor', 'podpie')).toBeNull();
    expect(socialLink('TELEGRAM', 'podpie')).toBeNull();
  });
});

describe('messengerLink: a messenger value becomes a conversation link', () => {
  it('TELEGRAM opens t.me', () => {
    expect(messengerLink('TELEGRAM', '@podpie')).toBe('https://t.me/podpie');
  });

  it('FACEBOOK opens Messenger at m.me', () => {
    expect(messengerLink('FACEBOOK', 'podpie')).toBe('https://m.me/podpie');
  });

  it('SKYPE opens a chat, keeping the colon of live: names', () => {
    expect(messengerLink('SKYPE', 'pod.pie')).toBe('skype:pod.pie?chat');
    expect(messengerLink('SKYPE', 'live:.cid.1a2b')).toBe('skype:live:.cid.1a2b?chat');
    expect(messengerLink('SKYPE', 'a?b')).toBe('skype:a%3Fb?chat');
    expect(messengerLink('SKYPE', '')).toBeNull();
  });

  it('WHATSAPP keeps only the digits', () => {
    expect(messengerLink('WHATSAPP', '+1 (555) 123-4567')).toBe('https://wa.me/15551234567');
    expect(messengerLink('WHATSAPP', '0044 20 7946 0000')).toBe('https://wa.me/442079460000');
  });

  it('VIBER passes the number with an encoded plus', () => {
    expect(messengerLink('VIBER', '+886 912 345 678')).toBe('viber://chat?number=%2B886912345678');
  });

  it('PHONE dials the international number', () => {
    expect(messengerLink('PHONE', '+44 20 7946 0000')).toBe('tel:+442079460000');
  });

  it('phone numbers with letters, too few or too many digits give no link', () => {
    for (const value of ['', 'call me', '+1 555 CALL', '12', '+1234567890123456']) {
      expect(messengerLink('PHONE', value), value).toBeNull();
      expect(messengerLink('WHATSAPP', value), value).toBeNull();
      expect(messengerLink('VIBER', value), value).toBeNull();
    }
  });

  it('EMAIL writes to the address', () => {
    expect(messengerLink('EMAIL', ' hello@podpie.example ')).toBe('mailto:hello@podpie.example');
    expect(messengerLink('EMAIL', 'first.last+pod@mail.co.uk')).toBe(
      'mailto:first.last+pod@mail.co.uk',
    );
  });

  it('EMAIL gives no link for something that is not an address', () => {
    for (const value of ['', 'hello', 'hello@', 'a@b', 'a b@c.d', 'a@b.c?cc=x@y.z']) {
      expect(messengerLink('EMAIL', value), value).toBeNull();
    }
  });

  it('an unknown messenger or a missing value has no link', () => {
    expect(messengerLink('ICQ', '12345')).toBeNull();
    expect(messengerLink('INSTAGRAM', 'podpie')).toBeNull();
    expect(messengerLink('TELEGRAM', null)).toBeNull();
  });
});
