import { QR_LOGO_RATIO, QR_LOGO_RATIO_LOW } from '../constants.ts';
import { projectStyleSchema, QR_LEVELS, QR_SIZES, type QrLevel, type QrSize } from './schema.ts';

/** The QR settings of a project: size 100-400, error level L/M/Q/H, colour. */
export const qrOptionsSchema = projectStyleSchema.pick({
  qr_size: true,
  qr_level: true,
  qr_color: true,
});

export function isQrSize(size: number): size is QrSize {
  return (QR_SIZES as readonly number[]).includes(size);
}

export function isQrLevel(level: string): level is QrLevel {
  return (QR_LEVELS as readonly string[]).includes(level);
}

/**
 * The share of the code the centre logo may cover: 0.1 at level L, which repairs the least,
 * and 0.2 at M, Q and H.
 */
export function qrLogoRatio(level: QrLevel): number {
  return level === 'L' ? QR_LOGO_RATIO_LOW : QR_LOGO_RATIO;
}

/** The logo's side in pixels for a code of that size and level. */
export function qrLogoSize(size: number, level: QrLevel): number {
  return Math.round(size * qrLogoRatio(level));
}
