import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { DomainStateTag } from './domain-state-tag.tsx';
import { useDomain } from './use-domain.ts';
import '../../shared/texts/domains.ts';

/** The dashboard card's line for the page's own domain: its address, state and QR code. */
export function DomainLine(props: { projectId: number }) {
  const { t } = useTranslation();
  const domain = useDomain(props.projectId).data;
  if (!domain) return null;
  return (
    <div className="project-domain">
      <div className="project-domain-text">
        <a href={domain.url} target="_blank" rel="noreferrer">
          {domain.domain}
        </a>
        <DomainStateTag state={domain.state} />
      </div>
      <QRCodeSVG
        value={domain.url}
        size={96}
        marginSize={2}
        role="img"
        aria-label={t('domains:qr', { domain: domain.domain })}
      />
    </div>
  );
}
