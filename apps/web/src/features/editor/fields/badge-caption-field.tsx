import { MAX_SHORT_TEXT_LENGTH } from '@podpie/core';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A badge's caption (its description field), one short line, emptied to null. */
export function BadgeCaptionField({
  value,
  placeholder,
  onChange,
}: {
  value: string | null | undefined;
  placeholder?: string | undefined;
  onChange: (description: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('editor:fields.description')}>
      <Input
        aria-label={t('editor:fields.description')}
        placeholder={placeholder}
        value={value ?? ''}
        // A badge's caption is one short line, though the field could hold a paragraph.
        maxLength={MAX_SHORT_TEXT_LENGTH}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </Form.Item>
  );
}
