import {
  siAntennapod,
  siApplepodcasts,
  siAudible,
  siBreaker,
  siBuymeacoffee,
  siCashapp,
  siCastbox,
  siCastro,
  siDeezer,
  siIheartradio,
  siKofi,
  siOvercast,
  siPatreon,
  siPaypal,
  siPlayerfm,
  siPocketcasts,
  siPodcastaddict,
  siPodcastindex,
  siRss,
  siSpotify,
  siVenmo,
  siYoutubemusic,
} from 'simple-icons';
import { fromSimpleIcon, type IconShape } from './icon-shape.ts';

/**
 * The simple-icons marks the logo catalogue names, imported one by one so only these ship. A slug
 * the catalogue adds later without a mark here falls back to the lettered badge.
 */
const MARKS: ReadonlyMap<string, IconShape> = new Map(
  [
    siAntennapod,
    siApplepodcasts,
    siAudible,
    siBreaker,
    siBuymeacoffee,
    siCashapp,
    siCastbox,
    siCastro,
    siDeezer,
    siIheartradio,
    siKofi,
    siOvercast,
    siPatreon,
    siPaypal,
    siPlayerfm,
    siPocketcasts,
    siPodcastaddict,
    siPodcastindex,
    siRss,
    siSpotify,
    siVenmo,
    siYoutubemusic,
  ].map((icon) => [icon.slug, fromSimpleIcon(icon)]),
);

export function simpleIconMark(slug: string | null | undefined): IconShape | null {
  return slug ? (MARKS.get(slug) ?? null) : null;
}
