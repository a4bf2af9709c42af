import { describe, expect, it } from 'vitest';
import { trust } from './trust.ts';

describe('how long a page version is trusted', () => {
  it.each([
    {
      soleProcess: true,
      subscribed: false,
      ms: 10 * 60_000,
      why: 'the only process: it makes every change',
    },
    { soleProcess: true, subscribed: true, ms: 10 * 60_000, why: 'the only process, Redis or not' },
    { soleProcess: false, subscribed: true, ms: 60_000, why: 'every other process is heard' },
    {
      soleProcess: false,
      subscribed: false,
      ms: 1_000,
      why: 'another process may change it unheard',
    },
  ])('$ms ms when $why', ({ soleProcess, subscribed, ms }) => {
    expect(trust({ soleProcess, subscribed })).toBe(ms);
  });
});
