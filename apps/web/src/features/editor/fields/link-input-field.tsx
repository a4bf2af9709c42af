import { MAX_URL_LENGTH } from '@podpie/core';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  value: string | null;
  error?: string | undefined;
  placeholder?: string;
  onChange: (value: string | null) => void;
};

/** A link field of URL type (SPEC.md §5), empty meaning none. */
export function LinkInputField({ label, value, error, placeholder, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} validateStatus={error ? 'error' : ''} help={error}>
      <Input
        type="url"
        inputMode="url"
        aria-label={label}
        placeholder={placeholder ?? t('editor:fields.linkPlaceholder')}
        value={value ?? ''}
        maxLength={MAX_URL_LENGTH}
        onChange={(event) => {
          const next = event.target.value.trim();
          onChange(next === '' ? null : next);
        }}
      />
    </Form.Item>
  );
}
