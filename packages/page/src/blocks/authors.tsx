import type { BlockProps } from '../block-props.ts';
import { initials } from '../format.ts';
import { Frame } from '../frame.tsx';
import { columnWidths } from '../layout.ts';
import { firstImageSrc } from '../safe-href.ts';

/** The hosts side by side (HORIZONTAL-VIEW): photo, name and role; one pie per author. */
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
                {photo ? (
                  <img
                    className="pp-avatar"
                    src={photo}
                    alt={pie.title ?? ''}
                    width={72}
                    height={72}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="pp-avatar pp-ph" aria-hidden="true">
                    {initials(pie.title ?? '')}
                  </span>
                )}
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
