import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../notifications/index.ts';
import '../../shared/texts/dashboard.ts';

/** Copies text to the clipboard with SPEC.md §8's 'Copied' / 'Please allow clipboard access.'. */
export async function copyToClipboard(text: string): Promise<void> {
  try {
    // navigator.clipboard is missing outside secure contexts; that counts as refused too.
    await navigator.clipboard.writeText(text);
    notify({ type: 'success', message: { key: 'messages:copied' } });
  } catch {
    notify({ type: 'error', message: { key: 'messages:clipboardDenied' } });
  }
}

/** The project's public address (or one episode's: `label`, `copyLabel`) with a copy button. */
export function ShortLink(props: { url: string; label?: string; copyLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="short-link">
      <Typography.Text type="secondary" className="short-link-label">
        {props.label ?? t('dashboard:card.shortLink')}
      </Typography.Text>
      <div className="short-link-row">
        <LinkOutlined aria-hidden />
        <a href={props.url} target="_blank" rel="noreferrer" className="short-link-url">
          {props.url}
        </a>
        <Button
          size="small"
          icon={<CopyOutlined aria-hidden />}
          aria-label={props.copyLabel ?? t('dashboard:card.copyLink')}
          onClick={() => void copyToClipboard(props.url)}
        >
          {t('common:actions.copy')}
        </Button>
      </div>
    </div>
  );
}
