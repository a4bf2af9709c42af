import {
  type MailingIntegration,
  type MailingList,
  mailingFormSchema,
  type Pie,
} from '@podpie/core';
import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailingError } from '../../integrations/index.ts';
import { useEditor } from '../editor-context.tsx';
import { DisplayOptions } from '../fields/display-options.tsx';
import { maxLengthOf } from '../fields/text-limits.ts';
import { BlockModal } from './block-modal.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { useBlockModal } from './use-block-modal.ts';
import type { FieldErrors } from './use-pie-draft.ts';

/** SPEC.md §5 mailing form rules, reported on the fields they concern. */
export function mailingErrors(pie: Pie): FieldErrors {
  const parsed = mailingFormSchema.safeParse(pie);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (
      field === 'integration_id' ||
      field === 'mailing_list_id' ||
      field === 'button_text' ||
      field === 'success_message'
    ) {
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

/** MAILING-LIST: a sign-up form sending listeners to one list of a connected service. */
export function MailingListModal(props: BlockModalProps) {
  const { t } = useTranslation();
  const { api } = useEditor();
  const { pie: current, set, errors, frame } = useBlockModal(props, mailingErrors);
  const [integrations, setIntegrations] = useState<MailingIntegration[]>([]);
  const [lists, setLists] = useState<MailingList[]>([]);
  // Why the lists could not be read (a revoked Mailchimp connection, the provider down).
  const [listsError, setListsError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .mailingIntegrations()
      .then((found) => live && setIntegrations(found))
      .catch(() => live && setIntegrations([]));
    return () => {
      live = false;
    };
  }, [api]);

  const integrationId = current.integration_id;
  useEffect(() => {
    if (integrationId === null) return;
    let live = true;
    setListsError(null);
    api
      .mailingLists(integrationId)
      .then((found) => live && setLists(found))
      .catch((error: unknown) => {
        if (!live) return;
        setLists([]);
        setListsError(mailingError(t, error));
      });
    return () => {
      live = false;
    };
  }, [api, integrationId, t]);

  const text = (
    field: 'title' | 'button_text' | 'success_message' | 'campaign_tag',
    label: string,
  ) => (
    <Form.Item label={label} validateStatus={errors[field] ? 'error' : ''} help={errors[field]}>
      <Input
        aria-label={label}
        value={current[field] ?? ''}
        maxLength={maxLengthOf(field)}
        onChange={(event) => set({ [field]: event.target.value })}
      />
    </Form.Item>
  );

  return (
    <BlockModal title={t('blocks:types.MAILING-LIST')} {...frame}>
      <Form.Item
        label={t('editor:mailing.integration')}
        validateStatus={errors.integration_id ? 'error' : ''}
        help={errors.integration_id}
      >
        <Select
          aria-label={t('editor:mailing.integration')}
          value={current.integration_id ?? undefined}
          options={integrations.map((integration) => ({
            value: integration.id,
            label: `${integration.service_name} (${integration.account_email})`,
          }))}
          onChange={(id: number) => {
            setLists([]);
            set({ integration_id: id, mailing_list_id: null });
            // The first list of the newly chosen service is the default, as on creation.
            setListsError(null);
            void api
              .mailingLists(id)
              .then((found) => {
                setLists(found);
                if (found[0]) set({ mailing_list_id: found[0].id });
              })
              .catch((error: unknown) => setListsError(mailingError(t, error)));
          }}
        />
      </Form.Item>
      <Form.Item
        label={t('editor:mailing.list')}
        validateStatus={errors.mailing_list_id || listsError ? 'error' : ''}
        help={errors.mailing_list_id ?? listsError}
      >
        <Select
          aria-label={t('editor:mailing.list')}
          value={current.mailing_list_id ?? undefined}
          notFoundContent={t('editor:mailing.noLists')}
          options={lists.map((list) => ({ value: list.id, label: list.name }))}
          onChange={(id: string) => set({ mailing_list_id: id })}
        />
      </Form.Item>
      {text('title', t('editor:mailing.title'))}
      {text('button_text', t('editor:mailing.buttonText'))}
      {text('success_message', t('editor:mailing.successMessage'))}
      {text('campaign_tag', t('editor:mailing.tag'))}
      <DisplayOptions pie={current} onChange={set} />
      {/* A stored block (positive id) has sign-ups to report on; a new one has none yet. */}
      {current.id > 0 && <DeliveryLog pieId={current.id} />}
    </BlockModal>
  );
}
