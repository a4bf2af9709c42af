import { hasErrorCode } from '../../../api/client.ts';
import { type NoticeText, serverMessage } from '../../notifications/index.ts';

/** Why an upload was refused, in the words shown under "The image could not be uploaded." */
export function uploadErrorText(error: unknown): NoticeText {
  // The app's words for a too-large body are general; an image has its own limit to name.
  if (hasErrorCode(error, 'payload_too_large')) return { key: 'editor:backgroundImage.tooLarge' };
  // A signed-out draft that used its day of uploads: the way on is to sign up.
  if (hasErrorCode(error, 'upload_quota_exceeded')) {
    return { key: 'app:errors.upload_quota_exceeded' };
  }
  return serverMessage(error, { key: 'messages:error' });
}
