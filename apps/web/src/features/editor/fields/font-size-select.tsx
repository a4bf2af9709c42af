import { FONT_SIZE_MAX, FONT_SIZE_MIN } from '@podpie/core';
import { Select } from 'antd';

const SIZES = Array.from(
  { length: FONT_SIZE_MAX - FONT_SIZE_MIN + 1 },
  (_, i) => FONT_SIZE_MIN + i,
);
const OPTIONS = SIZES.map((size) => ({ value: size, label: `${size}px` }));

type FontSizeSelectProps = {
  label: string;
  value: number | null;
  /** The size the page uses while none is chosen (15 for the header, 12 elsewhere). */
  fallback: number;
  onChange: (size: number) => void;
};

/** Font sizes from 6 to 45 (SPEC.md §5). */
export function FontSizeSelect({ label, value, fallback, onChange }: FontSizeSelectProps) {
  return (
    <Select
      aria-label={label}
      value={value ?? fallback}
      options={OPTIONS}
      showSearch
      style={{ width: 100 }}
      onChange={onChange}
    />
  );
}
