import { CopyOutlined } from '@ant-design/icons';
import { Button, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../notifications/index.ts';

type PublishAreaProps = {
  /** Publishing is offered while the local copy is newer than the server's. */
  offered: boolean;
  publishing: boolean;
  shortLink: string | null;
  onPublish: () => void;
};

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify({ type: 'success', message: { key: 'messages:copied' } });
  } catch {
    notify({ type: 'error', message: { key: 'messages:clipboardDenied' } });
  }
}

/** The footer: Publish while there is something to publish, the live address once there isn't. */
export function PublishArea({ offered, publishing, shortLink, onPublish }: PublishAreaProps) {
  const { t } = useTranslation();
  // Plain text and link in the theme's colours: antd Typography would bring its editable and
  // copyable parts (a TextArea, a Tooltip) into the editor's first chunk for three words.
  const { token } = theme.useToken();
  return (
    <footer className="editor-publish-area">
      {offered || !shortLink ? (
        <Space orientation="vertical" align="center" size={4}>
          {shortLink ? (
            <span style={{ color: token.colorTextSecondary }}>
              {t('editor:footer.unpublishedChanges')}
            </span>
          ) : null}
          <Button type="primary" size="large" loading={publishing} onClick={onPublish}>
            {publishing ? t('editor:footer.publishing') : t('editor:footer.publish')}
          </Button>
        </Space>
      ) : (
        <Space wrap align="center">
          <span style={{ color: token.colorText }}>{t('editor:footer.published')}</span>
          <a
            href={shortLink}
            target="_blank"
            rel="noopener noreferrer"
            className="editor-live-link"
            style={{ color: token.colorLink }}
          >
            {shortLink}
          </a>
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(shortLink)}>
            {t('editor:footer.copyLink')}
          </Button>
        </Space>
      )}
    </footer>
  );
}
