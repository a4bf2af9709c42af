import { useCallback, useState } from 'react';
import { notify } from '../../notifications/index.ts';
import type { UploadedImage } from '../api/editor-api.ts';
import { useEditor } from '../editor-context.tsx';
import { uploadErrorText } from './upload-error-text.ts';

/** Sends a picked file to the upload route; the server's reason is shown when it refuses. */
export function useImageUpload() {
  const { api } = useEditor();
  const [uploading, setUploading] = useState(false);

  const upload = useCallback(
    async (file: File): Promise<UploadedImage | null> => {
      setUploading(true);
      try {
        return await api.uploadImage(file, file.name);
      } catch (error) {
        notify({
          type: 'error',
          message: { key: 'editor:backgroundImage.uploadFailed' },
          description: uploadErrorText(error),
        });
        return null;
      } finally {
        setUploading(false);
      }
    },
    [api],
  );

  return { upload, uploading };
}
