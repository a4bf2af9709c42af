import { DEFAULT_ICON_COLOUR, LISTEN_SUB_TYPE, MODAL_WIDTH } from '@podpie/core';
import { Button, Form, Input, Modal, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NetworkGroup, useEditor } from '../editor-context.tsx';
import { ColourField } from '../fields/colour-field.tsx';
import { applyNetworkValues, networkEntries, valueProblem } from './network-entries.ts';

const LABEL_NAMESPACE: Record<NetworkGroup, 'messengers' | 'socials' | null> = {
  MESSENGERS: 'messengers',
  'SOCIAL-NETWORKS': 'socials',
  'PODCAST-NETWORK': null,
};

/** MESSENGERS, SOCIAL-NETWORKS and PODCAST-NETWORK: one field per catalogue entry. */
export function NetworkModal({ group, onClose }: { group: NetworkGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const { store, newTempId, openModal } = useEditor();
  const pies = store.doc.pies;
  const entries = useMemo(() => networkEntries(group, pies), [group, pies]);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(entries.map((entry) => [entry.key, entry.value])),
  );
  const firstColour = entries.find((entry) => entry.pie?.icon_color)?.pie?.icon_color ?? null;
  const [colour, setColour] = useState<string | null>(firstColour);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [listen, setListen] = useState(() =>
    entries.some((entry) => entry.pie?.sub_type === LISTEN_SUB_TYPE),
  );

  const labelOf = (key: string, fallback: string) => {
    const namespace = LABEL_NAMESPACE[group];
    return namespace ? t(`blocks:${namespace}.${key}`, { defaultValue: fallback }) : fallback;
  };

  const problems = () => {
    const found: Record<string, string> = {};
    for (const entry of entries) {
      const problem = valueProblem(group, entry.pie?.name ?? entry.key, values[entry.key] ?? '');
      if (problem?.kind === 'username') {
        found[entry.key] = t('messages:validation.socialUsername', { value: problem.value });
      } else if (problem?.kind === 'link') {
        found[entry.key] = t('messages:validation.invalidLink');
      }
    }
    return found;
  };

  /** Puts the values on the page; false while a field is refused. */
  const save = () => {
    const found = problems();
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    const layout = group === 'PODCAST-NETWORK' ? { sub_type: listen ? LISTEN_SUB_TYPE : null } : {};
    const next = applyNetworkValues(group, pies, entries, values, colour, newTempId, layout);
    store.apply({ type: 'replace-pies', pies: next });
    return true;
  };
  const done = () => {
    if (save()) onClose();
  };
  // Sorting replaces this modal, so what was typed is kept on the page first.
  const sort = () => {
    if (save()) openModal({ kind: 'sort-network', group });
  };

  return (
    <Modal
      open
      width={MODAL_WIDTH}
      title={t(`blocks:types.${group}`)}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          <Button onClick={sort}>
            {t(
              group === 'MESSENGERS'
                ? 'editor:modals.sortMessengers'
                : group === 'SOCIAL-NETWORKS'
                  ? 'editor:modals.sortSocials'
                  : 'editor:modals.sortPodcasts',
            )}
          </Button>
          <Button type="primary" onClick={done}>
            {t('editor:modal.done')}
          </Button>
        </div>
      }
    >
      <Form layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 18 }} component="div">
        {group === 'PODCAST-NETWORK' ? (
          <Form.Item
            label={t('editor:modals.listenLayout')}
            extra={t('editor:modals.listenLayoutHelp')}
          >
            <Switch
              aria-label={t('editor:modals.listenLayout')}
              checked={listen}
              onChange={setListen}
            />
          </Form.Item>
        ) : null}
        {entries.map((entry) => {
          const label = labelOf(entry.key, entry.label);
          return (
            <Form.Item
              key={entry.key}
              label={label}
              validateStatus={errors[entry.key] ? 'error' : ''}
              help={errors[entry.key]}
              extra={
                entry.template && 'closed' in entry.template && entry.template.closed
                  ? t('editor:trust.directoryClosed', { name: label })
                  : undefined
              }
            >
              <Input
                aria-label={label}
                type={group === 'PODCAST-NETWORK' ? 'url' : 'text'}
                placeholder={entry.placeholder || t('blocks:placeholders.podcastLink')}
                value={values[entry.key] ?? ''}
                maxLength={group === 'PODCAST-NETWORK' ? 2048 : 200}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [entry.key]: event.target.value }))
                }
              />
            </Form.Item>
          );
        })}
        <Form.Item label={t('editor:fields.icon')}>
          <ColourField
            label={t('editor:fields.icon')}
            value={colour ?? DEFAULT_ICON_COLOUR}
            onChange={setColour}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
