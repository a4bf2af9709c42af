import { type Pie, PRESET_PLATFORM_BADGES, presetPlatformBadge } from '@podpie/core';
import { Alert, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { BadgeCaptionField } from '../fields/badge-caption-field.tsx';
import { DisplayOptions } from '../fields/display-options.tsx';
import { LinkInputField } from '../fields/link-input-field.tsx';
import { BlockModal } from './block-modal.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { useBlockModal } from './use-block-modal.ts';

/** The fields a preset badge fills: its name as title and its logo. */
export function platformBadgeFields(name: string): Partial<Pie> {
  const preset = presetPlatformBadge(name);
  if (!preset) return {};
  return { title: preset.name, icon_group: preset.icon_group, icon_name: preset.icon_name };
}

/** PLATFORM-BADGE: a "Listen on" badge for one of the 11 preset platforms. */
export function PlatformBadgeModal(props: BlockModalProps) {
  const { t } = useTranslation();
  const { pie: current, set, errors, frame } = useBlockModal(props);
  const chosen = current.title ? presetPlatformBadge(current.title) : undefined;
  return (
    <BlockModal title={t('blocks:types.PLATFORM-BADGE')} {...frame} doneDisabled={!chosen}>
      {chosen?.closed ? <Alert type="warning" title={t('blocks:platformBadge.closed')} /> : null}
      <Form.Item label={t('blocks:types.PLATFORM-BADGE')}>
        <Radio.Group
          aria-label={t('blocks:types.PLATFORM-BADGE')}
          value={chosen?.name ?? null}
          onChange={(event) => set(platformBadgeFields(event.target.value))}
          // A shut-down service is not offered; a badge that already names one keeps it listed.
          options={PRESET_PLATFORM_BADGES.filter(
            (preset) => !preset.closed || preset.name === chosen?.name,
          ).map((preset) => ({ value: preset.name, label: preset.name }))}
        />
      </Form.Item>
      <BadgeCaptionField
        value={current.description}
        placeholder={t('blocks:platformBadge.listenOn')}
        onChange={(description) => set({ description })}
      />
      <LinkInputField
        label={t('editor:fields.link')}
        value={current.link_value}
        error={errors.link_value}
        onChange={(link) => set({ link_value: link })}
      />
      <DisplayOptions pie={current} onChange={set} />
    </BlockModal>
  );
}
