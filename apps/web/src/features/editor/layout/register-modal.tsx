import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnOpen } from '../../../shared/focus-on-open.ts';
import {
  EmailPasswordFields,
  publishDraftAt,
  type SignInValues,
  useSignIn,
  useSignUp,
} from '../../auth/index.ts';
import {
  type AddressChoice,
  type AddressRefusal,
  addressBody,
  refusalOf,
} from '../address/address-choice.ts';
import { type AddressCalls, AddressStep } from '../address/address-step.tsx';

type Mode = 'sign-up' | 'sign-in';

type RegisterModalProps = {
  /** The show's name the page's address is proposed from. */
  name: string;
  calls: AddressCalls;
  onClose: () => void;
};

/**
 * Publishing without an account: 'Create your account', then Sign up; or, for someone who has
 * one, Sign in right here (leaving for /signin would lose the draft's way to the server). Then the
 * page's address: publishing at it turns the stored draft into a project of that account and
 * opens the dashboard (SPEC.md §4). The address is asked once signed in, because only an owner may
 * check one.
 */
export function RegisterModal({ name, calls, onClose }: RegisterModalProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('sign-up');
  const signUp = useSignUp({ leave: 'stay' });
  // Set when the password was right and the account has two-step codes on: the code is asked.
  const [awaitingCode, setAwaitingCode] = useState<SignInValues | null>(null);
  const signIn = useSignIn({ leave: 'stay', onCodeNeeded: setAwaitingCode });
  const action = mode === 'sign-up' ? signUp : signIn;
  const signingUp = mode === 'sign-up';
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<AddressRefusal | null>(null);

  const publish = async (choice: AddressChoice) => {
    setBusy(true);
    setRefusal(null);
    const published = await publishDraftAt(addressBody(choice), (error) => {
      const refused = refusalOf(error, choice);
      setRefusal(refused);
      return refused !== null;
    });
    // On success the dashboard is loading: the button keeps spinning until it is there.
    if (!published) setBusy(false);
  };

  if (action.isSuccess) {
    return (
      // Signed in, the draft is not a project yet: the dialog stays until the owner answers.
      <Modal open title={t('editor:address.title')} closable={false} footer={null} keyboard={false}>
        <Typography.Paragraph type="success">
          {t(signingUp ? 'editor:address.signedUp' : 'editor:address.signedIn')}
        </Typography.Paragraph>
        <AddressStep
          name={name}
          projectId={null}
          calls={calls}
          busy={busy}
          refusal={refusal}
          onChoose={(choice) => void publish(choice)}
        />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t(signingUp ? 'editor:register.title' : 'editor:register.signInTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t(signingUp ? 'editor:register.intro' : 'editor:register.signInIntro')}
      </Typography.Paragraph>
      {awaitingCode && !signingUp ? (
        <TwoStepCode
          submitting={signIn.isPending}
          onSubmit={(code) => signIn.mutate({ ...awaitingCode, otp_code: code })}
          onBack={() => setAwaitingCode(null)}
        />
      ) : (
        // One form per mode: the fields' rules differ (a new password has a minimum length).
        <Form
          key={mode}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => action.mutate(values)}
        >
          <EmailPasswordFields mode={mode} />
          <Button type="primary" htmlType="submit" block size="large" loading={action.isPending}>
            {t(signingUp ? 'editor:register.submit' : 'editor:register.signInSubmit')}
          </Button>
        </Form>
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {t(signingUp ? 'editor:register.haveAccount' : 'editor:register.noAccount')}{' '}
        <Button
          type="link"
          style={{ padding: 0, height: 'auto' }}
          onClick={() => setMode(signingUp ? 'sign-in' : 'sign-up')}
        >
          {t(signingUp ? 'editor:register.toSignIn' : 'editor:register.toSignUp')}
        </Button>
      </Typography.Paragraph>
    </Modal>
  );
}

/**
 * The dialog's second step for an account with two-step codes on: a code of the authenticator
 * app or a recovery code, as /signin asks it, so the draft is not lost on the way there.
 */
function TwoStepCode(props: { submitting: boolean; onSubmit(code: string): void; onBack(): void }) {
  const { t } = useTranslation();
  const focusOnOpen = useFocusOnOpen();
  return (
    <Form<{ otp_code: string }>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => props.onSubmit(values.otp_code.trim())}
    >
      <Typography.Title level={4}>{t('auth:twoStep.title')}</Typography.Title>
      <Typography.Paragraph>{t('auth:twoStep.intro')}</Typography.Paragraph>
      <Form.Item
        name="otp_code"
        label={t('auth:twoStep.code')}
        rules={[{ required: true, whitespace: true, message: t('app:security.codeRequired') }]}
      >
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={40} ref={focusOnOpen} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={props.submitting}>
        {t('auth:twoStep.submit')}
      </Button>
      <Button type="link" onClick={props.onBack} style={{ padding: 0, marginTop: 8 }}>
        {t('auth:twoStep.back')}
      </Button>
    </Form>
  );
}
