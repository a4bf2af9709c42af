import { describe, expect, it } from 'vitest';
import { pastedAddress } from './link-import.tsx';

describe('the address pasted into Import from a link', () => {
  it('takes an address without its scheme as https', () => {
    expect(pastedAddress('  linktr.ee/pietalk ')).toBe('https://linktr.ee/pietalk');
  });

  it('keeps a whole address as it is, whatever its scheme, for the server to judge', () => {
    expect(pastedAddress('http://pietalk.example/links')).toBe('http://pietalk.example/links');
    expect(pastedAddress('ftp://files.example/')).toBe('ftp://files.example/');
  });
});
