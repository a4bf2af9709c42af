/** The image types an upload field offers; apart from the field so the header's upload button
 * does not pull antd's Upload into the editor's first chunk. */
export const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp,image/gif';
