import { QR_FILE_NAME, qrLogoSize } from '@podpie/core';
import { Button, Modal, Space, Typography } from 'antd';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../notifications/index.ts';
import { useEditor } from '../editor-context.tsx';

/** The page's QR code in the project's size, level and colour, downloadable as a PNG. */
export function QrDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { store, shortLink } = useEditor();
  const project = store.doc.project;
  const holder = useRef<HTMLDivElement>(null);
  const logo = project.artwork_cdnUrl;
  const logoSize = qrLogoSize(project.qr_size, project.qr_level);

  const download = () => {
    const canvas = holder.current?.querySelector('canvas');
    if (!canvas) return;
    try {
      const link = document.createElement('a');
      link.href = canvas.toDataURL('image/png');
      link.download = QR_FILE_NAME;
      link.click();
    } catch {
      // A logo served without CORS taints the canvas; say so rather than fail silently.
      notify({ type: 'error', message: { key: 'messages:error' } });
    }
  };

  return (
    <Modal
      open
      title={t('common:qr.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={download} disabled={!shortLink}>
          {t('common:qr.download')}
        </Button>
      }
    >
      {shortLink ? (
        <Space orientation="vertical" align="center" style={{ width: '100%' }}>
          <div ref={holder}>
            <QRCodeCanvas
              value={shortLink}
              size={project.qr_size}
              level={project.qr_level}
              fgColor={project.qr_color}
              marginSize={2}
              title={t('common:qr.alt', { url: shortLink })}
              imageSettings={
                logo
                  ? {
                      src: logo,
                      height: logoSize,
                      width: logoSize,
                      excavate: true,
                      crossOrigin: 'anonymous',
                    }
                  : undefined
              }
            />
          </div>
          <Typography.Text copyable>{shortLink}</Typography.Text>
        </Space>
      ) : (
        <Typography.Text>{t('editor:footer.unpublishedChanges')}</Typography.Text>
      )}
    </Modal>
  );
}
