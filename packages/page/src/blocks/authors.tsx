import { uploadAtWidth } from '@podpie/core';
import type { BlockProps } from '../block-props.ts';
import { initials } from '../format.ts';
import { Frame } from '../frame.tsx';
import { columnWidths } from '../layout.ts';
import { cssUrl } from '../page-style.ts';
import { firstImageSrc } from '../safe-href.ts';

/** The hosts side by side (HORIZONTAL-VIEW): photo, name and role; one pie per author. The name
 * is written beside the photo, so the photo itself is decoration. */
export function Authors({ pies, ctx }: BlockProps) {
  const authors = pies.filter((pie) => pie.title?.trim());
  if (authors.length === 0) return null;
  const widths = columnWidths(authors.length);
  return (
    <section className="pp-authors" aria-label={ctx.t('authors')}>
      <ul className="pp-grid">
        {authors.map((pie, index) => {
          const photo = firstImageSrc(pie.image_url, pie.artwork_cdnUrl);
          return (
            <Frame key={pie.id} ctx={ctx} pie={pie} as="li" style={{ width: widths[index] }}>
              <div className="pp-card pp-author">
                {/* The photo lies over the initials as a background, so one that fails to load
                    leaves them showing, as in the editor: no script (the page's policy allows
                    none) and no broken-image icon, which an <img> would draw. */}
                <span className="pp-avatar pp-ph" aria-hidden="true">
                  {initials(pie.title ?? '')}
                  {photo ? (
                    <span
                      className="pp-photo"
                      style={{ backgroundImage: cssUrl(uploadAtWidth(photo, 240)) }}
                    />
                  ) : null}
                </span>
                <strong>{pie.title}</strong>
                {pie.description ? <span>{pie.description}</span> : null}
              </div>
            </Frame>
          );
        })}
      </ul>
    </section>
  );
}
