// An uploaded picture is kept up to 2048 px a side, while a page draws its artwork at 120 px: a
// phone would fetch a few hundred KB for a thumbnail. The server answers `/uploads/<file>?w=<width>`
// with the picture scaled down to one of these widths, and pages ask for the one that fits.

/** The widths `/uploads/<file>?w=` answers, narrowest first. */
export const UPLOAD_WIDTHS = [240, 480, 960] as const;
export type UploadWidth = (typeof UPLOAD_WIDTHS)[number];

// Only the names the server gives out (a UUID), in the formats it can scale (not GIF's frames).
const SCALABLE_UPLOAD =
  /\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/** Whether `src` is one of the server's own uploads that it scales (`?w=`). */
export function isScalableUpload(src: string): boolean {
  return SCALABLE_UPLOAD.test(src);
}

/** An uploaded picture's address at `width`; any other picture's as it is. */
export function uploadAtWidth(src: string, width: UploadWidth): string {
  return SCALABLE_UPLOAD.test(src) ? `${src}?w=${width}` : src;
}

/**
 * `src` and `srcset` for a picture drawn at most `cssWidth` px wide (`sizes` says how wide where
 * that depends on the screen): an uploaded one in the scaled widths, of which the browser takes
 * the one that fits its screen's density; any other picture as it is.
 */
export function sizedUpload(
  src: string,
  cssWidth: number,
  sizes = `${cssWidth}px`,
): { src: string; srcSet?: string; sizes?: string } {
  if (!SCALABLE_UPLOAD.test(src)) return { src };
  const fitting = UPLOAD_WIDTHS.find((width) => width >= cssWidth * 2) ?? UPLOAD_WIDTHS[2];
  return {
    src: uploadAtWidth(src, fitting),
    srcSet: UPLOAD_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', '),
    sizes,
  };
}
