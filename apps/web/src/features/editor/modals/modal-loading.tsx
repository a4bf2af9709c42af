import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What the owner sees while a modal's code downloads: a dimmed page with a spinner where the
 * modal will open. It is a status, not a dialog, so nothing treats it as the modal itself.
 */
export function ModalLoading() {
  const { t } = useTranslation();
  return (
    <div className="editor-modal-loading" role="status" aria-label={t('common:loading')}>
      <Spin size="large" />
    </div>
  );
}
