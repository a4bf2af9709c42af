import type { BlockProps } from '../block-props.ts';
import { Frame } from '../frame.tsx';
import { firstImageSrc } from '../safe-href.ts';
import { descriptionStyle, titleStyle } from '../text-style.ts';

/** The page's head: artwork, title and description. The artwork is the one eagerly loaded image. */
export function HeaderTitle({ pies, ctx }: BlockProps) {
  return pies.map((pie) => {
    const artwork = firstImageSrc(pie.image_url, pie.artwork_cdnUrl, ctx.project.artwork_cdnUrl);
    return (
      <Frame key={pie.id} ctx={ctx} pie={pie} as="header" className="pp-head">
        {artwork ? (
          <img
            className="pp-art"
            src={artwork}
            alt={pie.title ?? ''}
            width={120}
            height={120}
            fetchPriority="high"
          />
        ) : null}
        {pie.title ? (
          <h1 className="pp-title" style={titleStyle(pie)}>
            {pie.title}
          </h1>
        ) : null}
        {pie.description ? (
          <p className="pp-desc" style={descriptionStyle(pie)}>
            {pie.description}
          </p>
        ) : null}
      </Frame>
    );
  });
}
