import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { signInSchema, signUpSchema } from '@podpie/core';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../shared/zod-rule.ts';

/**
 * The e-mail and password fields as antd Form items, for forms inside other screens (the editor's
 * Register modal). /signin and /signup use the lighter CredentialsForm.
 */
export function EmailPasswordFields(props: { mode: 'sign-in' | 'sign-up' }) {
  const { t } = useTranslation();
  const schema = props.mode === 'sign-in' ? signInSchema : signUpSchema;
  const texts = props.mode === 'sign-in' ? 'auth:signIn' : 'auth:signUp';
  return (
    <>
      <Form.Item
        name="email"
        label={t(`${texts}.email`)}
        required
        rules={[zodRule(schema.shape.email, t)]}
      >
        <Input
          prefix={<MailOutlined aria-hidden />}
          type="email"
          autoComplete="email"
          placeholder={t('auth:placeholders.email')}
          size="large"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t(`${texts}.password`)}
        required
        rules={[zodRule(schema.shape.password, t)]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          autoComplete={props.mode === 'sign-in' ? 'current-password' : 'new-password'}
          placeholder={t('auth:placeholders.password')}
          size="large"
        />
      </Form.Item>
    </>
  );
}
