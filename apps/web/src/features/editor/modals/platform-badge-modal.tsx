import { type Pie, PRESET_PLATFORM_BADGES, presetPlatformBadge } from '@podpie/core';
import { Alert, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DisplayOptions } from '../fields/display-options.tsx';
import { LinkInputField } from '../fields/link-input-field.tsx';
import { BlockModal } from './block-modal.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { usePieDraft } from './use-pie-draft.ts';

/** The fields a preset badge fills: its name as title and its logo. */
export function platformBadgeFields(name: string): Partial<Pie> {
  const preset = presetPlatformBadge(name);
  if (!preset) return {};
  return { title: preset.name, icon_group: preset.icon_group, icon_name: preset.icon_name };
}

/** PLATFORM-BADGE: a "Listen on" badge for one of the 11 preset platforms. */
export function PlatformBadgeModal({ pie, isNew, onSave, onDelete, onClose }: BlockModalProps) {
  const { t } = useTranslation();
  const draft = usePieDraft(pie);
  const { set, errors } = draft;
  const current = draft.pie;
  const chosen = current.title ? presetPlatformBadge(current.title) : undefined;
  const done = () => {
    const valid = draft.validate();
    if (valid) onSave(valid);
  };
  return (
    <BlockModal
      title={t('blocks:types.PLATFORM-BADGE')}
      onDone={done}
      onCancel={onClose}
      onDelete={isNew ? undefined : onDelete}
      doneDisabled={!chosen}
    >
      {chosen?.closed ? <Alert type="warning" title={t('blocks:platformBadge.closed')} /> : null}
      <Form.Item
        label={t('blocks:types.PLATFORM-BADGE')}
        extra={
          <Typography.Text type="secondary">
            {t('editor:trust.directoryClosed', {
              name: PRESET_PLATFORM_BADGES.filter((preset) => preset.closed)
                .map((preset) => preset.name)
                .join(', '),
            })}
          </Typography.Text>
        }
      >
        <Radio.Group
          aria-label={t('blocks:types.PLATFORM-BADGE')}
          value={chosen?.name ?? null}
          onChange={(event) => set(platformBadgeFields(event.target.value))}
          options={PRESET_PLATFORM_BADGES.map((preset) => ({
            value: preset.name,
            label: preset.name,
            // A shut-down service stays listed (and kept where chosen) but is not offered anew.
            disabled: preset.closed && preset.name !== chosen?.name,
          }))}
        />
      </Form.Item>
      <Form.Item label={t('editor:fields.description')}>
        <Input
          aria-label={t('editor:fields.description')}
          placeholder={t('blocks:platformBadge.listenOn')}
          value={current.description ?? ''}
          maxLength={200}
          onChange={(event) => set({ description: event.target.value || null })}
        />
      </Form.Item>
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
