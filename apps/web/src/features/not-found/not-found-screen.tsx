import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Any unknown path (SPEC.md §2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main id="main" className="centered-page">
      <Result
        status="404"
        title={<h1 className="result-title">{t('common:notFound.title')}</h1>}
        subTitle={t('common:notFound.subTitle')}
        extra={
          // A link drawn as a button: it leads home from the prerendered page before the app has
          // arrived (or without JavaScript), where a click on a plain button would be lost.
          <Button
            type="primary"
            href="/"
            onClick={(event) => {
              event.preventDefault();
              navigate('/');
            }}
          >
            {t('common:notFound.backHome')}
          </Button>
        }
      />
    </main>
  );
}
