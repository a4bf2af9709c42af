import { MODAL_WIDTH } from '@podpie/core';
import { Button, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type BlockModalProps = {
  title: ReactNode;
  onDone: () => void;
  onCancel: () => void;
  /** Only an existing item can be deleted. */
  onDelete?: (() => void) | undefined;
  doneDisabled?: boolean;
  children: ReactNode;
};

/** The frame every block modal shares: width 800, Done, and Delete for an existing item. */
export function BlockModal({
  title,
  onDone,
  onCancel,
  onDelete,
  doneDisabled,
  children,
}: BlockModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      width={MODAL_WIDTH}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <div className="editor-modal-footer">
          <span>
            {/* No confirmation: a deleted item comes back with undo (Ctrl+Z). */}
            {onDelete && (
              <Button danger onClick={onDelete}>
                {t('editor:modal.delete')}
              </Button>
            )}
          </span>
          <Button type="primary" onClick={onDone} disabled={doneDisabled}>
            {t('editor:modal.done')}
          </Button>
        </div>
      }
    >
      <Form layout="vertical" component="div">
        {children}
      </Form>
    </Modal>
  );
}
