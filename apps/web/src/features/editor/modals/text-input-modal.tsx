import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../fields/colour-field.tsx';
import { DisplayOptions } from '../fields/display-options.tsx';
import { FontSizeField } from '../fields/font-size-select.tsx';
import { maxLengthOf } from '../fields/text-limits.ts';
import { TitleField } from '../fields/title-field.tsx';
import { BlockModal } from './block-modal.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { newBlockNeedsTitle, useBlockModal } from './use-block-modal.ts';
import type { PieDraft } from './use-pie-draft.ts';

/** TEXT-INPUT: a subtitle and a paragraph. */
export function TextInputModal(props: BlockModalProps) {
  const { t } = useTranslation();
  const draft = useBlockModal(props, newBlockNeedsTitle);
  return (
    <BlockModal title={t('blocks:types.TEXT-INPUT')} {...draft.frame}>
      <TextFields draft={draft} titleLabel={t('editor:fields.subtitle')} />
      <DisplayOptions pie={draft.pie} onChange={draft.set} />
    </BlockModal>
  );
}

/** Title and description with their sizes and colour, shared by the text and header modals. */
export function TextFields({ draft, titleLabel }: { draft: PieDraft; titleLabel: string }) {
  const { t } = useTranslation();
  const { pie, set, errors } = draft;
  return (
    <>
      <TitleField
        label={titleLabel}
        value={pie.title}
        error={errors.title}
        onChange={(title) => set({ title })}
      />
      <Form.Item
        label={t('editor:fields.description')}
        validateStatus={errors.description ? 'error' : ''}
        help={errors.description}
      >
        <Input.TextArea
          aria-label={t('editor:fields.description')}
          value={pie.description ?? ''}
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={maxLengthOf('description')}
          onChange={(event) =>
            set({ description: event.target.value === '' ? null : event.target.value })
          }
        />
      </Form.Item>
      <Space wrap size="large">
        <FontSizeField
          label={t('editor:fields.titleFontSize')}
          pie={pie}
          part="title"
          onChange={(size) => set({ title_font_size: size })}
        />
        <FontSizeField
          label={t('editor:fields.descriptionFontSize')}
          pie={pie}
          part="description"
          onChange={(size) => set({ description_font_size: size })}
        />
        <Form.Item label={t('editor:fields.textColor')}>
          <ColourField
            label={t('editor:fields.textColor')}
            value={pie.title_text_color}
            onChange={(colour) => set({ title_text_color: colour })}
          />
        </Form.Item>
      </Space>
    </>
  );
}
