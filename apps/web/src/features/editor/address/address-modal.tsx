import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddressStep } from './address-step.tsx';

type AddressModalProps = Parameters<typeof AddressStep>[0] & { onCancel: () => void };

/** The first publish of a signed-in owner's page asks for its address in this dialog. */
export function AddressModal({ onCancel, ...step }: AddressModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('editor:address.title')}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      maskClosable={!step.busy}
    >
      <AddressStep {...step} />
    </Modal>
  );
}
