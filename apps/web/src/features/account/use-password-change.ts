import { passwordChangeSchema } from '@podpie/core';
import { useMutation } from '@tanstack/react-query';
import { authCalls } from '../../api/instance.ts';
import type { NewPasswordValues } from '../../shared/new-password-fields.tsx';
import { useSession } from '../../shared/session.tsx';
import { notify, serverMessage } from '../notifications/index.ts';

export type PasswordChangeValues = NewPasswordValues & {
  current_password?: string;
  otp_code?: string;
};

/**
 * Saves a new password and says how it went. An owner who had none (invited by link) is marked as
 * having one, so the screens that asked them to choose it step aside.
 */
export function usePasswordChange(onSaved?: () => void) {
  const session = useSession();
  return useMutation({
    mutationFn: (values: PasswordChangeValues) =>
      authCalls.changePassword({
        ...passwordChangeSchema.parse(values),
        current_password: values.current_password || undefined,
        otp_code: values.otp_code?.trim() || undefined,
      }),
    onSuccess: () => {
      const { user } = session;
      if (user && user.has_password === false) session.signedIn({ ...user, has_password: true });
      onSaved?.();
      notify({
        type: 'success',
        message: { key: 'messages:passwordUpdated.title' },
        description: { key: 'messages:passwordUpdated.description' },
      });
    },
    onError: (error) => {
      notify({
        type: 'error',
        message: { key: 'messages:passwordUpdateFailed.title' },
        description: serverMessage(error, { key: 'messages:error' }),
      });
    },
  });
}
