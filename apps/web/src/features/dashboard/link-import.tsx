import { LinkOutlined } from '@ant-design/icons';
import { isHttpUrl } from '@podpie/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { projectCalls } from '../../api/project-calls.ts';
import { projectsChanged } from '../../api/query-keys.ts';
import { useFocusOnOpen } from '../../shared/focus-on-open.ts';
import { translateIssue } from '../../shared/zod-rule.ts';
import { type NoticeText, notify, serverMessage } from '../notifications/index.ts';
import '../../shared/texts/dashboard.ts';

type Fields = { url: string };

/** People paste "linktr.ee/show" as often as the whole address: a missing scheme is https. */
export function pastedAddress(typed: string): string {
  const text = typed.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
}

const hostOf = (address: string): string => {
  try {
    return new URL(address).hostname;
  } catch {
    return address;
  }
};

/** The dashboard's 'Import from a link': a draft project from someone's page of links. */
export function LinkImportButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<LinkOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('dashboard:linkImport.action')}
      </Button>
      {open ? <LinkImportDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function LinkImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const focusOnOpen = useFocusOnOpen();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const [failure, setFailure] = useState<NoticeText | null>(null);
  const importing = useMutation({
    mutationFn: (url: string) => projectCalls.importFromUrl(url),
    onMutate: () => setFailure(null),
    onSuccess: async (created) => {
      await projectsChanged(queryClient);
      notify({ type: 'success', message: { key: 'dashboard:linkImport.imported' } });
      onClose();
      // The owner checks the draft in the editor; it is published from there.
      navigate(`/projects/${created.id}`);
    },
    onError: (error) =>
      setFailure(serverMessage(error, { key: 'dashboard:linkImport.errors.unreachable' })),
  });
  const typed = Form.useWatch('url', form) ?? '';
  const failureText = failure
    ? 'text' in failure
      ? translateIssue(t, failure.text)
      : t(failure.key, failure.values)
    : null;

  return (
    <Modal
      open
      title={t('dashboard:linkImport.title')}
      onCancel={importing.isPending ? undefined : onClose}
      maskClosable={!importing.isPending}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={importing.isPending}>
          {t('dashboard:linkImport.cancel')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={importing.isPending}
          onClick={() => form.submit()}
        >
          {t('dashboard:linkImport.submit')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        {t('dashboard:linkImport.intro')}
      </Typography.Paragraph>
      <Form<Fields>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(fields) => importing.mutate(pastedAddress(fields.url))}
      >
        <Form.Item
          name="url"
          label={t('dashboard:linkImport.label')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const text = value?.trim() ?? '';
                // Chromium's URL parser takes "https://my links" (a space in the host) as an address.
                if (text === '' || /\s/.test(text) || !isHttpUrl(pastedAddress(text))) {
                  throw new Error(t('dashboard:linkImport.invalid'));
                }
              },
            },
          ]}
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            ref={focusOnOpen}
            placeholder={t('dashboard:linkImport.placeholder')}
            disabled={importing.isPending}
          />
        </Form.Item>
      </Form>
      {importing.isPending ? (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('dashboard:linkImport.working', { host: hostOf(pastedAddress(typed)) })}
        />
      ) : null}
      {failureText ? <Alert type="error" showIcon role="alert" title={failureText} /> : null}
    </Modal>
  );
}
