import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, signText } from './secret-box.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-chars!!';

describe('secret box', () => {
  it('a sealed token reads back only under the same secret and purpose', () => {
    const sealed = sealSecret(SECRET, 'mailing-token', 'abc123-token');
    expect(sealed).not.toContain('abc123');
    expect(openSecret(SECRET, 'mailing-token', sealed)).toBe('abc123-token');
    expect(openSecret(`${SECRET}x`, 'mailing-token', sealed)).toBeNull();
    expect(openSecret(SECRET, 'other', sealed)).toBeNull();
  });

  it('a tampered box is refused', () => {
    const sealed = sealSecret(SECRET, 'mailing-token', 'abc123-token');
    // One character of the middle changed, always to another one (a fixed substitute would
    // sometimes equal the character it replaces).
    const middle = Math.floor(sealed.length / 2);
    const other = sealed[middle] === 'A' ? 'B' : 'A';
    const flipped = `${sealed.slice(0, middle)}${other}${sealed.slice(middle + 1)}`;
    expect(flipped).not.toBe(sealed);
    expect(openSecret(SECRET, 'mailing-token', flipped)).toBeNull();
    expect(openSecret(SECRET, 'mailing-token', 'not a box')).toBeNull();
  });

  it('signatures differ by purpose', () => {
    expect(signText(SECRET, 'a', 'm')).toBe(signText(SECRET, 'a', 'm'));
    expect(signText(SECRET, 'a', 'm')).not.toBe(signText(SECRET, 'b', 'm'));
  });
});
