import { setCountdownRange } from '@podpie/core';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../fields/date-range-field.tsx';
import { DisplayOptions } from '../fields/display-options.tsx';
import { FontSizeField } from '../fields/font-size-select.tsx';
import { TitleField } from '../fields/title-field.tsx';
import { BlockModal } from './block-modal.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { newBlockNeedsTitle, useBlockModal } from './use-block-modal.ts';

/** COUNT-DOWN: a title and the time left until the end of a from/to range in a time zone. */
export function CountDownModal(props: BlockModalProps) {
  const { t } = useTranslation();
  const { pie: current, set, errors, frame } = useBlockModal(props, newBlockNeedsTitle);
  return (
    <BlockModal title={t('blocks:types.COUNT-DOWN')} {...frame}>
      <TitleField
        label={t('editor:fields.title')}
        value={current.title}
        error={errors.title}
        onChange={(title) => set({ title })}
      />
      <FontSizeField
        label={t('editor:fields.titleFontSize')}
        pie={current}
        part="title"
        onChange={(size) => set({ title_font_size: size })}
      />
      <DateRangeField
        idPrefix={`countdown-${current.id}`}
        fromLocal={current.countdown_from_date_str}
        toLocal={current.countdown_to_date_str}
        timeZone={current.countdown_time_zone}
        apply={(range) => {
          const update = setCountdownRange(current, range);
          if (update.ok) set(update.pie);
          return update.ok;
        }}
      />
      <DisplayOptions pie={current} onChange={set} />
    </BlockModal>
  );
}
