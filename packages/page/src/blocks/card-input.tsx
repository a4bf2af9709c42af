import { type CardSubType, cardSubTypeOf, isCardPie, type Pie, sizedUpload } from '@podpie/core';
import type { ReactNode } from 'react';
import type { BlockProps } from '../block-props.ts';
import type { PageContext } from '../context.ts';
import { Frame } from '../frame.tsx';
import { firstImageSrc, safeHref } from '../safe-href.ts';
import { descriptionStyle, titleStyle } from '../text-style.ts';
import { videoEmbedUrl } from '../video-embed.ts';
import { buttonVars, MaybeLink, PriceTag } from './link-input.tsx';

/** Wide pictures span the page's column (460 px), or the whole of a narrower screen. */
const COLUMN_WIDTH = 460;
const COLUMN_SIZES = `min(100vw, ${COLUMN_WIDTH}px)`;

interface CardProps {
  pie: Pie;
  ctx: PageContext;
  href: string | undefined;
  image: string | undefined;
}

/** A button with a small square picture on its left. */
function ThumbnailButton({ pie, href, image }: CardProps) {
  return (
    <MaybeLink href={href} className="pp-btn pp-thumb">
      {image ? (
        <img
          {...sizedUpload(image, 48)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span className="pp-btn-label">
        <span style={titleStyle(pie)}>{pie.title}</span>
        {pie.description ? <small style={descriptionStyle(pie)}>{pie.description}</small> : null}
      </span>
      <PriceTag pie={pie} />
    </MaybeLink>
  );
}

/** A tall button whose picture fills it, darkened so its white words stay readable. */
function BackgroundButton({ pie, href, image }: CardProps) {
  return (
    <MaybeLink href={href} className="pp-bgbtn">
      {image ? (
        <img
          {...sizedUpload(image, COLUMN_WIDTH, COLUMN_SIZES)}
          alt=""
          width={COLUMN_WIDTH}
          height={128}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span>
        <span style={titleStyle(pie)}>{pie.title}</span>
        {pie.description ? <small style={descriptionStyle(pie)}>{pie.description}</small> : null}
      </span>
      <PriceTag pie={pie} />
    </MaybeLink>
  );
}

function CardBody({ pie }: { pie: Pie }) {
  return (
    <span className="pp-card-body">
      {pie.title ? (
        <strong className="pp-card-title" style={titleStyle(pie)}>
          {pie.title}
        </strong>
      ) : null}
      {pie.description ? <p style={descriptionStyle(pie)}>{pie.description}</p> : null}
      <PriceTag pie={pie} />
    </span>
  );
}

const PLAY = (
  <span className="pp-play" aria-hidden="true">
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 4l14 8-14 8z" />
    </svg>
  </span>
);

function CardPicture({ image }: { image: string }) {
  return (
    <img
      className="pp-card-img"
      {...sizedUpload(image, COLUMN_WIDTH, COLUMN_SIZES)}
      alt=""
      width={COLUMN_WIDTH}
      height={259}
      loading="lazy"
      decoding="async"
    />
  );
}

/** A card: a wide picture above the title and description. */
function CardButton({ pie, href, image }: CardProps) {
  return (
    <MaybeLink href={href} className="pp-card">
      {image ? <CardPicture image={image} /> : null}
      <CardBody pie={pie} />
    </MaybeLink>
  );
}

/** A video that cannot play in place (or is not set yet): its picture with a play button on it. */
function VideoCard({ pie, ctx, href, image }: CardProps) {
  return (
    <MaybeLink href={href} className="pp-card pp-video">
      <span className={image ? 'pp-media' : 'pp-media pp-media-empty'}>
        {image ? <CardPicture image={image} /> : null}
        {PLAY}
        <span className="pp-sr">{ctx.t('video')}</span>
      </span>
      <CardBody pie={pie} />
    </MaybeLink>
  );
}

/**
 * A YouTube or Vimeo video: its picture with a play button, which the page script swaps for the
 * player, playing, on the first tap. A player loaded with the page costs a phone hundreds of KB
 * of script for a video most visitors never start; without JavaScript the tap opens the video.
 */
function VideoButton(props: CardProps) {
  const { pie, ctx, href, image } = props;
  const player = videoEmbedUrl(pie.link_value);
  if (!player) return <VideoCard {...props} />;
  const title = pie.title || ctx.t('video');
  return (
    <div className="pp-card pp-video">
      <a
        className={image ? 'pp-frame pp-facade' : 'pp-frame pp-facade pp-media-empty'}
        href={href ?? player}
        data-pp-embed={`${player}?autoplay=1`}
        data-pp-title={title}
        aria-label={`${ctx.t('playVideo')}: ${title}`}
      >
        {image ? <CardPicture image={image} /> : null}
        {PLAY}
      </a>
      {pie.title || pie.description ? (
        <MaybeLink href={href} className="pp-video-body">
          <CardBody pie={pie} />
        </MaybeLink>
      ) : null}
    </div>
  );
}

const CARDS = {
  THUMBNAIL_BUTTON: ThumbnailButton,
  BACKGROUND_BUTTON: BackgroundButton,
  CARD_BUTTON: CardButton,
  VIDEO_BUTTON: VideoButton,
} as const satisfies Record<CardSubType, (props: CardProps) => ReactNode>;

/** Cards in their four looks (SPEC.md §3 CARD-INPUT sub types). */
export function CardInput({ pies, ctx }: BlockProps) {
  return pies.filter(isCardPie).map((pie) => {
    const kind = cardSubTypeOf(pie);
    const Card = CARDS[kind];
    const image = firstImageSrc(pie.image_url, pie.artwork_cdnUrl);
    return (
      <Frame
        key={pie.id}
        ctx={ctx}
        pie={pie}
        className={`pp-cardblock pp-${kind.toLowerCase().replace('_', '-')}`}
        style={buttonVars(pie)}
      >
        <Card pie={pie} ctx={ctx} href={safeHref(pie.link_value)} image={image} />
      </Frame>
    );
  });
}
