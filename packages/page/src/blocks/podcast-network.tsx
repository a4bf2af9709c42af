import { findDirectory, LISTEN_SUB_TYPE, logoFor } from '@podpie/core';
import type { BlockProps } from '../block-props.ts';
import { withVars } from '../css-vars.ts';
import { initials } from '../format.ts';
import { Frame } from '../frame.tsx';
import { BrandMark, brandVars } from '../icons/brand-logo.tsx';
import { safeHref } from '../safe-href.ts';
import { ListenSection } from './listen-section.tsx';

const UNKNOWN_BRAND_COLOUR = '#3a3a3a';

/**
 * Where to listen: a "Listen on" list naming each podcast directory the show is on (only those
 * with a link), each with its brand mark; or, when the owner chose it, a 'Listen' section ordered
 * for the visitor's device. A shut-down directory's link leads nowhere, so listeners never see
 * it; the editor still draws it so the owner can see what to replace.
 */
export function PodcastNetwork({ pies, ctx }: BlockProps) {
  if (pies.some((pie) => pie.sub_type === LISTEN_SUB_TYPE)) {
    return <ListenSection pies={pies} ctx={ctx} />;
  }
  const entries = pies.flatMap((pie) => {
    const href = safeHref(pie.link_value);
    const directory = findDirectory(pie.name);
    if (directory?.closed && ctx.mode === 'public') return [];
    const logo = logoFor(pie.icon_name) ?? logoFor(directory?.icon_name);
    const label = directory?.label ?? logo?.label ?? pie.title ?? pie.name;
    if (!label || !href) return [];
    return [{ pie, href, label, logo }];
  });
  if (entries.length === 0) return null;
  const heading = ctx.t('listenOn');
  return (
    <nav className="pp-dirs" aria-label={heading}>
      <h2 className="pp-dirs-h">{heading}</h2>
      <ul className="pp-dir-list">
        {entries.map(({ pie, href, label, logo }) => (
          <Frame key={pie.id} ctx={ctx} pie={pie} as="li">
            <a className="pp-dir" href={href} aria-label={label} title={label}>
              <span
                className="pp-ic pp-brand"
                style={withVars(brandVars(logo?.color ?? UNKNOWN_BRAND_COLOUR))}
              >
                {logo ? (
                  <BrandMark logo={logo} />
                ) : (
                  <span className="pp-letter" data-letters={initials(label)} />
                )}
              </span>
              <span>{label}</span>
            </a>
          </Frame>
        ))}
      </ul>
    </nav>
  );
}
