import { Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type ConflictModalProps = {
  busy: boolean;
  onLoadNewer: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
};

/** A 409 from the server: the page was published elsewhere meanwhile; the owner decides. */
export function ConflictModal({ busy, onLoadNewer, onOverwrite, onCancel }: ConflictModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('editorExtra:conflictTitle')}
      onCancel={onCancel}
      footer={
        <Space>
          <Button onClick={onLoadNewer} disabled={busy}>
            {t('editorExtra:loadNewer')}
          </Button>
          <Button danger type="primary" onClick={onOverwrite} loading={busy}>
            {t('editorExtra:overwrite')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{t('editorExtra:conflictBody')}</Typography.Paragraph>
    </Modal>
  );
}
