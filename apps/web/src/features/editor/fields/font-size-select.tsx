import { drawnFontSize, FONT_SIZE_OPTIONS, type Pie, type TextPart } from '@podpie/core';
import { Form, Select } from 'antd';

const OPTIONS = FONT_SIZE_OPTIONS.map((size) => ({ value: size, label: `${size}px` }));

type FontSizeSelectProps = {
  label: string;
  pie: Pie;
  part: TextPart;
  onChange: (size: number) => void;
};

/**
 * Font sizes from 6 to 45 (SPEC.md §5). While none is chosen it shows the size the page draws,
 * so picking the shown value never changes the text.
 */
function FontSizeSelect({ label, pie, part, onChange }: FontSizeSelectProps) {
  return (
    <Select
      aria-label={label}
      value={drawnFontSize(pie, part)}
      options={OPTIONS}
      showSearch
      style={{ width: 100 }}
      onChange={onChange}
    />
  );
}

/** The picker under its label, as every block modal shows it. */
export function FontSizeField(props: FontSizeSelectProps) {
  return (
    <Form.Item label={props.label}>
      <FontSizeSelect {...props} />
    </Form.Item>
  );
}
