import { passwordChangeSchema } from '@podpie/core';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from './zod-rule.ts';
import './texts/settings.ts';

/** The fields of a form that sets a new password. */
export type NewPasswordValues = { password: string; password_confirmation: string };

/**
 * New password and its confirmation, with the same rules wherever an owner picks one (changing it
 * signed in, or from the reset e-mail's link).
 */
export function NewPasswordFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t('settings:password.newPassword')}
        required
        validateFirst
        rules={[
          { required: true, message: t('messages:validation.newPasswordRequired') },
          zodRule(passwordChangeSchema.shape.password, t),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t('settings:password.verifyPassword')}
        required
        validateFirst
        dependencies={['password']}
        rules={[
          { required: true, message: t('messages:validation.verifyPasswordRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string) => {
              if (value !== getFieldValue('password')) {
                throw new Error(t('app:validation.passwordsDontMatch'));
              }
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
