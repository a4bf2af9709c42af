import {
  BgColorsOutlined,
  DeleteOutlined,
  HomeOutlined,
  MoreOutlined,
  PictureOutlined,
  QrcodeOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Button, Grid, type MenuProps, Space, Tooltip } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReturningPopconfirm } from '../../../shared/returning-popconfirm.tsx';
import type { UploadedImage } from '../api/editor-api.ts';
import { ACCEPTED_IMAGES } from '../fields/accepted-images.ts';
import { useImageUpload } from '../hooks/use-image-upload.ts';
import { RedoIcon, UndoIcon } from './history-icons.tsx';
import { LazyDropdown } from './lazy-dropdown.tsx';

type EditorHeaderProps = {
  signedIn: boolean;
  canUndo: boolean;
  canRedo: boolean;
  hasShortLink: boolean;
  hasArtwork: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onReset: () => void;
  onArtwork: (image: UploadedImage) => void;
  onRemoveArtwork: () => void;
  onSettings: () => void;
  onQr: () => void;
};

/**
 * Home (or Reset when signed out), undo and redo, the artwork upload and removal, QR and
 * Settings. Below 576 px the last ones fold into a "More actions" menu so nothing is cut off.
 */
export function EditorHeader(props: EditorHeaderProps) {
  const { t } = useTranslation();
  const { upload, uploading } = useImageUpload();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  // Before the first measure useBreakpoint is empty; treat that as a phone so nothing overflows.
  const compact = !screens.sm;
  const fileInput = useRef<HTMLInputElement>(null);

  const actions: NonNullable<MenuProps['items']> = [
    {
      key: 'upload',
      icon: <PictureOutlined aria-hidden />,
      label: t('editor:header.uploadImage'),
      onClick: () => fileInput.current?.click(),
    },
    ...(props.hasArtwork
      ? [
          {
            key: 'remove',
            icon: <DeleteOutlined aria-hidden />,
            label: t('editor:trust.removeImage'),
            onClick: props.onRemoveArtwork,
          },
        ]
      : []),
    ...(props.hasShortLink
      ? [
          {
            key: 'qr',
            icon: <QrcodeOutlined aria-hidden />,
            label: t('editor:header.qrCode'),
            onClick: props.onQr,
          },
        ]
      : []),
    {
      key: 'settings',
      icon: <BgColorsOutlined aria-hidden />,
      label: t('editor:header.settings'),
      onClick: props.onSettings,
    },
  ];

  return (
    <header className="editor-header">
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPTED_IMAGES}
        hidden
        data-testid="artwork-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file).then((image) => image && props.onArtwork(image));
        }}
      />
      <Space size={compact ? 4 : 8}>
        {props.signedIn ? (
          <Button
            icon={<HomeOutlined aria-hidden />}
            aria-label={t('editor:header.home')}
            onClick={() => navigate('/dashboard')}
          >
            {compact ? null : t('editor:header.home')}
          </Button>
        ) : (
          <ReturningPopconfirm
            title={t('editor:header.resetConfirm')}
            okText={t('editor:header.reset')}
            cancelText={t('common:actions.cancel')}
            onConfirm={props.onReset}
          >
            <Button icon={<ReloadOutlined aria-hidden />} aria-label={t('editor:header.reset')}>
              {compact ? null : t('editor:header.reset')}
            </Button>
          </ReturningPopconfirm>
        )}
        <Tooltip title={t('editorExtra:undo')}>
          <Button
            aria-label={t('editorExtra:undo')}
            icon={<UndoIcon />}
            disabled={!props.canUndo}
            onClick={props.onUndo}
          />
        </Tooltip>
        <Tooltip title={t('editorExtra:redo')}>
          <Button
            aria-label={t('editorExtra:redo')}
            icon={<RedoIcon />}
            disabled={!props.canRedo}
            onClick={props.onRedo}
          />
        </Tooltip>
      </Space>
      {compact ? (
        <LazyDropdown menu={{ items: actions }} placement="bottomRight">
          <Button
            icon={<MoreOutlined aria-hidden />}
            aria-label={t('editor:trust.moreActions')}
            loading={uploading}
          />
        </LazyDropdown>
      ) : (
        <Space>
          <Button
            icon={<PictureOutlined aria-hidden />}
            loading={uploading}
            onClick={() => fileInput.current?.click()}
          >
            {t('editor:header.uploadImage')}
          </Button>
          {props.hasArtwork ? (
            <Tooltip title={t('editor:trust.removeImage')}>
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('editor:trust.removeImage')}
                onClick={props.onRemoveArtwork}
              />
            </Tooltip>
          ) : null}
          {props.hasShortLink ? (
            <Button icon={<QrcodeOutlined aria-hidden />} onClick={props.onQr}>
              {t('editor:header.qrCode')}
            </Button>
          ) : null}
          <Button icon={<BgColorsOutlined aria-hidden />} onClick={props.onSettings}>
            {t('editor:header.settings')}
          </Button>
        </Space>
      )}
    </header>
  );
}
