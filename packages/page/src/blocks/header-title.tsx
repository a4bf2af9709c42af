import { sizedUpload } from '@podpie/core';
import type { BlockProps } from '../block-props.ts';
import { Frame } from '../frame.tsx';
import { firstImageSrc } from '../safe-href.ts';
import { descriptionStyle, titleStyle } from '../text-style.ts';

/** How wide the page draws the artwork, in CSS pixels (the page's stylesheet agrees). */
const ARTWORK_SIDE = 120;
/** A hero banner spans the page's column (460 px) and its padding, or the whole narrower screen. */
const HERO_WIDTH = 492;

/** The page's head: artwork, title and description. The artwork is the one eagerly loaded image. */
export function HeaderTitle({ pies, ctx }: BlockProps) {
  return pies.map((pie) => {
    const artwork = firstImageSrc(pie.image_url, pie.artwork_cdnUrl, ctx.project.artwork_cdnUrl);
    const sized = artwork
      ? ctx.project.design?.profile === 'hero'
        ? sizedUpload(artwork, HERO_WIDTH, `min(100vw, ${HERO_WIDTH}px)`)
        : sizedUpload(artwork, ARTWORK_SIDE)
      : null;
    return (
      <Frame key={pie.id} ctx={ctx} pie={pie} as="header" className="pp-head">
        {sized ? (
          <img
            className="pp-art"
            {...sized}
            alt={pie.title ?? ''}
            width={ARTWORK_SIDE}
            height={ARTWORK_SIDE}
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
