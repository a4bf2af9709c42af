import { useCallback, useState } from 'react';
import { hasErrorCode } from '../../../api/client.ts';
import { notify } from '../../notifications/notify.ts';
import { serverMessage } from '../../notifications/server-message.ts';
import type { UploadedImage } from '../api/editor-api.ts';
import { useEditor } from '../editor-context.tsx';

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
          // The app's words for a too-large body are general; an image has its own limit to name.
          description: hasErrorCode(error, 'payload_too_large')
            ? { key: 'editor:backgroundImage.tooLarge' }
            : serverMessage(error, { key: 'messages:error' }),
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
