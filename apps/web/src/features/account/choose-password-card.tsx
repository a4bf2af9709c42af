import { Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, type NewPasswordValues } from '../../shared/new-password-fields.tsx';
import { useSession } from '../../shared/session.tsx';
import { usePasswordChange } from './use-password-change.ts';

/**
 * What an invited owner signed in by the link sees first: a password to choose, since the link
 * works once and there is no other way back in. Shown until one is chosen.
 */
export function ChoosePasswordCard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const choose = usePasswordChange();
  if (user?.has_password !== false) return null;
  return (
    <section className="choose-password" aria-labelledby="choose-password-title">
      <Card>
        <Typography.Title level={2} id="choose-password-title">
          {t('app:password.chooseTitle')}
        </Typography.Title>
        <Typography.Paragraph>
          {t('app:password.chooseIntro', { email: user.email })}
        </Typography.Paragraph>
        <Form<NewPasswordValues>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => choose.mutate(values)}
        >
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" loading={choose.isPending}>
            {t('app:password.chooseSave')}
          </Button>
        </Form>
      </Card>
    </section>
  );
}
