import {
  BgColorsOutlined,
  HomeOutlined,
  PictureOutlined,
  QrcodeOutlined,
  RedoOutlined,
  ReloadOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UploadedImage } from '../api/editor-api.ts';
import { ACCEPTED_IMAGES } from '../fields/image-field.tsx';
import { useImageUpload } from '../hooks/use-image-upload.ts';

type EditorHeaderProps = {
  signedIn: boolean;
  canUndo: boolean;
  canRedo: boolean;
  hasShortLink: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onReset: () => void;
  onArtwork: (image: UploadedImage) => void;
  onSettings: () => void;
  onQr: () => void;
};

/** Home (or Reset when signed out), undo and redo, the artwork upload, QR and Settings. */
export function EditorHeader(props: EditorHeaderProps) {
  const { t } = useTranslation();
  const { upload, uploading } = useImageUpload();
  const navigate = useNavigate();
  return (
    <header
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 8,
        padding: '8px 16px',
        background: '#fff',
        borderBottom: '1px solid #eee',
        position: 'sticky',
        top: 0,
        zIndex: 20,
      }}
    >
      <Space>
        {props.signedIn ? (
          <Button icon={<HomeOutlined />} onClick={() => navigate('/dashboard')}>
            {t('editor:header.home')}
          </Button>
        ) : (
          <Popconfirm
            title={t('editor:header.resetConfirm')}
            okText={t('editor:header.reset')}
            cancelText={t('common:actions.cancel')}
            onConfirm={props.onReset}
          >
            <Button icon={<ReloadOutlined />}>{t('editor:header.reset')}</Button>
          </Popconfirm>
        )}
        <Tooltip title={t('editorExtra:undo')}>
          <Button
            aria-label={t('editorExtra:undo')}
            icon={<UndoOutlined />}
            disabled={!props.canUndo}
            onClick={props.onUndo}
          />
        </Tooltip>
        <Tooltip title={t('editorExtra:redo')}>
          <Button
            aria-label={t('editorExtra:redo')}
            icon={<RedoOutlined />}
            disabled={!props.canRedo}
            onClick={props.onRedo}
          />
        </Tooltip>
      </Space>
      <Space>
        <Upload
          accept={ACCEPTED_IMAGES}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void upload(file).then((image) => image && props.onArtwork(image));
            return false;
          }}
        >
          <Button icon={<PictureOutlined />} loading={uploading}>
            {t('editor:header.uploadImage')}
          </Button>
        </Upload>
        {props.hasShortLink ? (
          <Button icon={<QrcodeOutlined />} onClick={props.onQr}>
            {t('editor:header.qrCode')}
          </Button>
        ) : null}
        <Button icon={<BgColorsOutlined />} onClick={props.onSettings}>
          {t('editor:header.settings')}
        </Button>
      </Space>
    </header>
  );
}
