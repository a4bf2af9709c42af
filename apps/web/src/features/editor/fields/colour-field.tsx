import { colourToHex } from '@podpie/core';
import { ColorPicker, Input, Space } from 'antd';
import { useEffect, useState } from 'react';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

type ColourFieldProps = {
  /** Names the text box for screen readers and tests. */
  label: string;
  value: string | null;
  onChange: (colour: string) => void;
};

/** A swatch with the picker plus the hex code as text, so a colour can also be typed or pasted. */
export function ColourField({ label, value, onChange }: ColourFieldProps) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);

  const commit = (typed: string) => {
    setText(typed);
    const hex = typed.startsWith('#') ? typed : `#${typed}`;
    if (HEX.test(hex)) onChange(hex.toLowerCase());
  };

  return (
    <Space.Compact>
      <ColorPicker
        // A stored name such as a messenger's default 'black' shows as that colour, not as unset.
        value={colourToHex(value) ?? undefined}
        disabledAlpha
        onChange={(colour) => commit(colour.toHexString())}
      />
      <Input
        aria-label={label}
        value={text}
        maxLength={9}
        style={{ width: 110 }}
        placeholder="#000000"
        onChange={(event) => commit(event.target.value.trim())}
      />
    </Space.Compact>
  );
}
