import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { projectCalls } from '../../api/project-calls.ts';
import { projectsChanged } from '../../api/query-keys.ts';
import { notify, serverMessage } from '../notifications/index.ts';
import { projectName } from './project-name.ts';
import '../../shared/texts/dashboard.ts';

/** Saves `data` as a file through the browser's own download. */
function download(data: unknown, fileName: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The card's 'Export' action: the page as a JSON document the owner keeps. */
export function ExportPageButton({ projectId, slug }: { projectId: number; slug: string }) {
  const { t } = useTranslation();
  const exporting = useMutation({
    mutationFn: () => projectCalls.exportPage(projectId),
    onSuccess: (document) => download(document, `podpie-${slug}.json`),
    onError: (error) =>
      notify({
        type: 'error',
        message: { key: 'messages:error' },
        description: serverMessage(error, { key: 'dashboard:pageFile.exportFailed' }),
      }),
  });
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate()}
    >
      {t('dashboard:pageFile.export')}
    </Button>
  );
}

/** The dashboard's 'Import': a new project from an exported page or a list of links. */
export function ImportPageButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const importing = useMutation({
    mutationFn: async (file: File) => {
      let document: unknown;
      try {
        document = JSON.parse(await file.text());
      } catch {
        throw new Error(t('dashboard:pageFile.notJson'));
      }
      return projectCalls.importPage(document);
    },
    onSuccess: async (created) => {
      await projectsChanged(queryClient);
      notify({
        type: 'success',
        message: {
          key: 'dashboard:pageFile.imported',
          values: { name: projectName(created, created.id) },
        },
      });
    },
    onError: (error) =>
      notify({
        type: 'error',
        message: { key: 'messages:error' },
        description:
          error instanceof ApiError
            ? serverMessage(error, { key: 'dashboard:pageFile.importFailed' })
            : { text: error.message },
      }),
  });
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label={t('dashboard:pageFile.import')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) importing.mutate(file);
        }}
      />
      <Button
        icon={<UploadOutlined aria-hidden />}
        loading={importing.isPending}
        onClick={() => input.current?.click()}
      >
        {t('dashboard:pageFile.import')}
      </Button>
    </>
  );
}
