import { Form, Input } from 'antd';
import { maxLengthOf } from './text-limits.ts';

type Props = {
  label: string;
  value: string | null;
  error?: string | undefined;
  required?: boolean;
  onChange: (value: string | null) => void;
};

/** A block's title, with its validation message; empty meaning none. */
export function TitleField({ label, value, error, required, onChange }: Props) {
  return (
    <Form.Item label={label} required={required} validateStatus={error ? 'error' : ''} help={error}>
      <Input
        aria-label={label}
        value={value ?? ''}
        maxLength={maxLengthOf('title')}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </Form.Item>
  );
}
