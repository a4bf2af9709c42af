import { type Pie, TIP_TEMPLATES } from '@podpie/core';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { BadgeCaptionField } from '../fields/badge-caption-field.tsx';
import { DisplayOptions } from '../fields/display-options.tsx';
import { LinkInputField } from '../fields/link-input-field.tsx';
import { BlockModal } from './block-modal.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { useBlockModal } from './use-block-modal.ts';

/** The fields one of the six services fills: its name, words, logo and address hint. */
export function tipFields(name: string): Partial<Pie> {
  const tip = TIP_TEMPLATES.find((template) => template.name === name);
  if (!tip) return {};
  return {
    name: tip.name,
    title: tip.name,
    description: tip.description,
    icon_group: tip.icon_group,
    icon_name: tip.icon_name,
    placeholder: tip.placeholder,
  };
}

/** TIP-US-BADGE: a support badge for Patreon, Buy me a coffee, Ko-fi, Square Cash, Venmo or Paypal. */
export function TipUsBadgeModal(props: BlockModalProps) {
  const { t } = useTranslation();
  const { pie: current, set, errors, frame } = useBlockModal(props);
  const chosen = TIP_TEMPLATES.find((template) => template.name === current.name);
  return (
    <BlockModal title={t('blocks:types.TIP-US-BADGE')} {...frame} doneDisabled={!chosen}>
      <Form.Item label={t('blocks:types.TIP-US-BADGE')}>
        <Radio.Group
          aria-label={t('blocks:types.TIP-US-BADGE')}
          value={chosen?.name ?? null}
          onChange={(event) => set(tipFields(event.target.value))}
          options={TIP_TEMPLATES.map((tip) => ({ value: tip.name, label: tip.name }))}
        />
      </Form.Item>
      <BadgeCaptionField
        value={current.description}
        onChange={(description) => set({ description })}
      />
      <LinkInputField
        label={t('editor:fields.link')}
        value={current.link_value}
        error={errors.link_value}
        placeholder={chosen?.placeholder ?? undefined}
        onChange={(link) => set({ link_value: link })}
      />
      <DisplayOptions pie={current} onChange={set} />
    </BlockModal>
  );
}
