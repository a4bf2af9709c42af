import { describe, expect, it } from 'vitest';
import { isQrLevel, isQrSize, qrLogoRatio, qrLogoSize, qrOptionsSchema } from './qr.ts';

describe('QR options', () => {
  it('sizes are 100, 200, 300 and 400', () => {
    expect([100, 200, 300, 400].every(isQrSize)).toBe(true);
    expect(isQrSize(250)).toBe(false);
  });

  it('error levels are L, M, Q and H', () => {
    expect(['L', 'M', 'Q', 'H'].every(isQrLevel)).toBe(true);
    expect(isQrLevel('X')).toBe(false);
  });

  it('the logo ratio is 0.1 for L and 0.2 for M, Q and H', () => {
    expect(qrLogoRatio('L')).toBe(0.1);
    expect(['M', 'Q', 'H'].map((level) => (isQrLevel(level) ? qrLogoRatio(level) : 0))).toEqual([
      0.2, 0.2, 0.2,
    ]);
    expect(qrLogoSize(200, 'L')).toBe(20);
    expect(qrLogoSize(300, 'H')).toBe(60);
  });

  it('defaults to 200, L and black, and refuses other sizes', () => {
    expect(qrOptionsSchema.parse({})).toEqual({ qr_size: 200, qr_level: 'L', qr_color: '#000000' });
    expect(qrOptionsSchema.safeParse({ qr_size: 150 }).success).toBe(false);
  });
});
