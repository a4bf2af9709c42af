import type { ProjectStyle } from '@podpie/core';
import type { UploadedImage } from '../api/editor-api.ts';

/** The page's artwork fields for an uploaded image, or cleared for none. */
export function artworkPatch(image: UploadedImage | null): Partial<ProjectStyle> {
  return {
    artwork_uuid: image?.uuid ?? null,
    artwork_cdnUrl: image?.cdnUrl ?? null,
    artwork_originalUrl: image?.originalUrl ?? null,
    artwork_mime_type: image?.mimeType ?? null,
  };
}
