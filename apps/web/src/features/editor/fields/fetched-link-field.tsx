import type { LinkParseResult, Pie } from '@podpie/core';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editor-context.tsx';
import { useFetchOnPause } from '../hooks/use-fetch-on-pause.ts';
import { LinkInputField } from './link-input-field.tsx';

type FetchedLinkFieldProps = {
  pie: Pie;
  error: string | undefined;
  set: (patch: Partial<Pie>) => void;
  /** What the fetched page fills in, given the block as it is when the answer arrives. */
  details: (pie: Pie, found: LinkParseResult) => Partial<Pie>;
};

/** A block's address: a pause in typing fetches that page and fills in what the block lacks. */
export function FetchedLinkField({ pie, error, set, details }: FetchedLinkFieldProps) {
  const { t } = useTranslation();
  const { api } = useEditor();
  const fetchLater = useFetchOnPause({
    fetch: (url, signal) => api.parseLink(url, signal),
    onResult: (found) => set(details(pie, found)),
    explainFailure: true,
  });
  return (
    <LinkInputField
      label={t('editor:fields.link')}
      value={pie.link_value}
      error={error}
      onChange={(link) => {
        set({ link_value: link });
        if (link) fetchLater(link);
      }}
    />
  );
}
