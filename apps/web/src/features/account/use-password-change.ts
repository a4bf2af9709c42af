import { passwordChangeSchema } from '@podpie/core';
import { useMutation } from '@tanstack/react-query';
import { authCalls } from '../../api/instance.ts';
import type { NewPasswordValues } from '../../shared/new-password-fields.tsx';
import { useSession } from '../../shared/session.tsx';
import { notify, serverMessage } from '../notifications/index.ts';
import { securityCalls } from './security-api.ts';

export type PasswordChangeValues = NewPasswordValues & {
  current_password?: string;
  otp_code?: string;
  /** Confirm with one of the account's passkeys instead of the current password or a code. */
  withPasskey?: boolean;
};

/**
 * Saves a new password and says how it went. An owner who had none (invited by link) is marked as
 * having one (and a proven address), so the screens and banner that asked for them step aside.
 */
export function usePasswordChange(onSaved?: () => void) {
  const session = useSession();
  return useMutation({
    mutationFn: async (values: PasswordChangeValues) => {
      const fields = passwordChangeSchema.parse(values);
      if (values.withPasskey) {
        const passkey = await securityCalls.confirmWithPasskey();
        return authCalls.changePassword({ ...fields, passkey });
      }
      return authCalls.changePassword({
        ...fields,
        current_password: values.current_password || undefined,
        otp_code: values.otp_code?.trim() || undefined,
      });
    },
    onSuccess: () => {
      const { user } = session;
      // Their first password, chosen through the invite link mailed to them: the address is proven.
      if (user && user.has_password === false) {
        session.signedIn({ ...user, has_password: true, email_verified: true });
      }
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
