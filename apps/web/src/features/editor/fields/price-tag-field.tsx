import { PRICE_TAG_COLOURS, type PriceTagColourName, readableTextOver } from '@podpie/core';
import { Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from './text-limits.ts';

const NAMES = Object.keys(PRICE_TAG_COLOURS) as PriceTagColourName[];

type PriceTag = { price_tag: string | null; price_tag_background_color: string | null };

type PriceTagFieldProps = {
  value: PriceTag;
  onChange: (patch: PriceTag & { price_tag_text_color: string }) => void;
};

function colourName(hex: string | null): PriceTagColourName {
  const found = NAMES.find((name) => PRICE_TAG_COLOURS[name].toLowerCase() === hex?.toLowerCase());
  return found ?? 'green';
}

/** A short price shown on the block, on a green (default), red or yellow tag. */
export function PriceTagField({ value, onChange }: PriceTagFieldProps) {
  const { t } = useTranslation();
  const selected = colourName(value.price_tag_background_color);
  const emit = (price: string | null, name: PriceTagColourName) =>
    onChange({
      price_tag: price,
      price_tag_background_color: PRICE_TAG_COLOURS[name],
      // Whichever of black or white reads at WCAG AA on it: white on this green or red does not.
      price_tag_text_color: readableTextOver([PRICE_TAG_COLOURS[name]]),
    });
  return (
    <Space wrap>
      <Input
        aria-label={t('editor:fields.priceTag')}
        placeholder="$9.99"
        maxLength={maxLengthOf('price_tag')}
        value={value.price_tag ?? ''}
        style={{ width: 140 }}
        onChange={(event) => emit(event.target.value === '' ? null : event.target.value, selected)}
      />
      <Radio.Group
        aria-label={t('editor:fields.priceTagColor')}
        value={selected}
        onChange={(event) => emit(value.price_tag, event.target.value)}
        optionType="button"
        options={NAMES.map((name) => ({
          value: name,
          label: (
            <span>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  borderRadius: 5,
                  marginRight: 6,
                  background: PRICE_TAG_COLOURS[name],
                }}
              />
              {t(`editor:priceTagColors.${name}`)}
            </span>
          ),
        }))}
      />
    </Space>
  );
}
