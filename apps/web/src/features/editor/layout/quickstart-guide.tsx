import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

type QuickstartGuideProps = {
  /** The quick start already published the page (signed in), so Publish means "show changes". */
  live: boolean;
  onTheme: () => void;
  onDirectories: () => void;
  onDismiss: () => void;
};

/** After the quick start's Setup: what Customize means here, and that Publish comes next. */
export function QuickstartGuide({ live, onTheme, onDirectories, onDismiss }: QuickstartGuideProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      role="region"
      aria-label={t('editor:trust.guideStep')}
      title={t('editor:trust.guideStep')}
      description={
        <Space direction="vertical" size="small">
          <span>{t(live ? 'editor:trust.guideBodyLive' : 'editor:trust.guideBody')}</span>
          <Space wrap>
            <Button size="small" type="primary" onClick={onTheme}>
              {t('editor:trust.guideTheme')}
            </Button>
            <Button size="small" onClick={onDirectories}>
              {t('editor:trust.guideDirectories')}
            </Button>
            <Button size="small" type="link" onClick={onDismiss}>
              {t('editor:trust.guideDone')}
            </Button>
          </Space>
        </Space>
      }
      style={{ margin: '16px 16px 0' }}
    />
  );
}
