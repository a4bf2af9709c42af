import { drawnFontSize, FONT_SIZE_OPTIONS, type Pie, type TextPart } from '@podpie/core';
import { Select } from 'antd';

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
export function FontSizeSelect({ label, pie, part, onChange }: FontSizeSelectProps) {
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
