import { Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadedImage } from '../api/editor-api.ts';
import { useImageUpload } from '../hooks/use-image-upload.ts';
import { ACCEPTED_IMAGES } from './accepted-images.ts';

type ImageFieldProps = {
  /** Names the buttons, e.g. 'Image' or 'Photo'. */
  label: string;
  src: string | null;
  onUploaded: (image: UploadedImage) => void;
  onRemove: () => void;
};

/** A picture with upload, replace and remove; the file goes to the server's upload route. */
export function ImageField({ label, src, onUploaded, onRemove }: ImageFieldProps) {
  const { t } = useTranslation();
  const { upload, uploading } = useImageUpload();
  return (
    <Space align="center" wrap>
      {src ? (
        <img
          src={src}
          alt={label}
          width={64}
          height={64}
          style={{ objectFit: 'cover', borderRadius: 8 }}
        />
      ) : null}
      <Upload
        accept={ACCEPTED_IMAGES}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          void upload(file).then((image) => image && onUploaded(image));
          // The file is sent by useImageUpload, not by antd's own request.
          return false;
        }}
      >
        <Button
          loading={uploading}
          aria-label={`${src ? t('common:actions.replace') : t('common:actions.upload')} ${label}`}
        >
          {uploading
            ? t('editor:backgroundImage.uploading')
            : src
              ? t('common:actions.replace')
              : t('common:actions.upload')}
        </Button>
      </Upload>
      {src ? (
        <Button danger onClick={onRemove} aria-label={`${t('common:actions.remove')} ${label}`}>
          {t('common:actions.remove')}
        </Button>
      ) : null}
    </Space>
  );
}

/** The artwork fields of a block filled from an upload; image_url too, since pages draw it first. */
export function pieImageFields(image: UploadedImage) {
  return {
    image_url: image.cdnUrl,
    artwork_uuid: image.uuid,
    artwork_cdnUrl: image.cdnUrl,
    artwork_originalUrl: image.originalUrl,
    artwork_mime_type: image.mimeType,
  };
}

export const NO_PIE_IMAGE = {
  image_url: null,
  artwork_uuid: null,
  artwork_cdnUrl: null,
  artwork_originalUrl: null,
  artwork_mime_type: null,
};
