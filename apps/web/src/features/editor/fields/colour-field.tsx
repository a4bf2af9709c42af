import { colourToHex } from '@podpie/core';
import { ColorPicker, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '../../../shared/focus-return.ts';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

type ColourFieldProps = {
  /** Names the text box for screen readers and tests. */
  label: string;
  value: string | null;
  onChange: (colour: string) => void;
};

/** A swatch with the picker plus the hex code as text, so a colour can also be typed or pasted. */
export function ColourField({ label, value, onChange }: ColourFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [picking, setPicking] = useState(false);
  // The picker's panel may hold focus; closing it gives focus back to the swatch.
  useFocusReturn(picking);
  const shown = colourToHex(value);
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
        value={shown ?? undefined}
        disabledAlpha
        onChange={(colour) => commit(colour.toHexString())}
        open={picking}
        onOpenChange={setPicking}
      >
        {/* A real button, so the keyboard reaches it and it is named for its field and colour. */}
        <button
          type="button"
          className="colour-swatch"
          aria-haspopup="dialog"
          aria-expanded={picking}
          onKeyDown={(event) => {
            // Esc closes the picker first; only the next one closes the form around it.
            if (event.key !== 'Escape' || !picking) return;
            event.stopPropagation();
            setPicking(false);
          }}
          aria-label={t('access:colour.picker', {
            field: label,
            colour: shown ?? t('access:colour.none'),
          })}
        >
          <span aria-hidden style={{ background: shown ?? 'transparent' }} />
        </button>
      </ColorPicker>
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
