import { type QrLevel, qrLogoSize } from '@podpie/core';
import { QRCodeCanvas } from 'qrcode.react';
import type { Ref } from 'react';

/** Quiet zone in modules: enough for phone cameras while keeping the code large. */
const MARGIN_MODULES = 2;

/**
 * A live QR code of the short link; the artwork sits in the middle, covering 0.1 of the code at
 * level L and 0.2 otherwise (SPEC.md §9), so the code still scans.
 */
export function QrPreview(props: {
  ref?: Ref<HTMLCanvasElement>;
  url: string;
  size: number;
  level: QrLevel;
  color: string;
  logo: string | null;
  title: string;
}) {
  const logoSize = qrLogoSize(props.size, props.level);
  return (
    <QRCodeCanvas
      ref={props.ref}
      value={props.url}
      size={props.size}
      level={props.level}
      fgColor={props.color}
      bgColor="#ffffff"
      marginSize={MARGIN_MODULES}
      title={props.title}
      role="img"
      aria-label={props.title}
      className="qr-canvas"
      // Large codes shrink to fit a phone; the downloaded PNG keeps the chosen size.
      style={{ maxWidth: '100%', height: 'auto' }}
      {...(props.logo
        ? {
            imageSettings: {
              src: props.logo,
              width: logoSize,
              height: logoSize,
              excavate: true,
              // Without CORS the logo is skipped instead of tainting the canvas (no download).
              crossOrigin: 'anonymous' as const,
            },
          }
        : {})}
    />
  );
}
