import { faBluesky } from '@fortawesome/free-brands-svg-icons/faBluesky';
import { faDiscord } from '@fortawesome/free-brands-svg-icons/faDiscord';
import { faFacebook } from '@fortawesome/free-brands-svg-icons/faFacebook';
import { faFacebookMessenger } from '@fortawesome/free-brands-svg-icons/faFacebookMessenger';
import { faInstagram } from '@fortawesome/free-brands-svg-icons/faInstagram';
import { faLinkedin } from '@fortawesome/free-brands-svg-icons/faLinkedin';
import { faMastodon } from '@fortawesome/free-brands-svg-icons/faMastodon';
import { faPatreon } from '@fortawesome/free-brands-svg-icons/faPatreon';
import { faPinterest } from '@fortawesome/free-brands-svg-icons/faPinterest';
import { faSkype } from '@fortawesome/free-brands-svg-icons/faSkype';
import { faSnapchat } from '@fortawesome/free-brands-svg-icons/faSnapchat';
import { faSoundcloud } from '@fortawesome/free-brands-svg-icons/faSoundcloud';
import { faSpotify } from '@fortawesome/free-brands-svg-icons/faSpotify';
import { faTelegram } from '@fortawesome/free-brands-svg-icons/faTelegram';
import { faThreads } from '@fortawesome/free-brands-svg-icons/faThreads';
import { faTiktok } from '@fortawesome/free-brands-svg-icons/faTiktok';
import { faTumblr } from '@fortawesome/free-brands-svg-icons/faTumblr';
import { faTwitch } from '@fortawesome/free-brands-svg-icons/faTwitch';
import { faTwitter } from '@fortawesome/free-brands-svg-icons/faTwitter';
import { faViber } from '@fortawesome/free-brands-svg-icons/faViber';
import { faVk } from '@fortawesome/free-brands-svg-icons/faVk';
import { faWhatsapp } from '@fortawesome/free-brands-svg-icons/faWhatsapp';
import { faXTwitter } from '@fortawesome/free-brands-svg-icons/faXTwitter';
import { faYoutube } from '@fortawesome/free-brands-svg-icons/faYoutube';
import { faAlignLeft } from '@fortawesome/free-solid-svg-icons/faAlignLeft';
import { faAward } from '@fortawesome/free-solid-svg-icons/faAward';
import { faBagShopping } from '@fortawesome/free-solid-svg-icons/faBagShopping';
import { faBook } from '@fortawesome/free-solid-svg-icons/faBook';
import { faCalendarDays } from '@fortawesome/free-solid-svg-icons/faCalendarDays';
import { faCartShopping } from '@fortawesome/free-solid-svg-icons/faCartShopping';
import { faCirclePlay } from '@fortawesome/free-solid-svg-icons/faCirclePlay';
import { faComments } from '@fortawesome/free-solid-svg-icons/faComments';
import { faDollarSign } from '@fortawesome/free-solid-svg-icons/faDollarSign';
import { faDownload } from '@fortawesome/free-solid-svg-icons/faDownload';
import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { faEnvelopeOpenText } from '@fortawesome/free-solid-svg-icons/faEnvelopeOpenText';
import { faGift } from '@fortawesome/free-solid-svg-icons/faGift';
import { faGlobe } from '@fortawesome/free-solid-svg-icons/faGlobe';
import { faHandHoldingDollar } from '@fortawesome/free-solid-svg-icons/faHandHoldingDollar';
import { faHandHoldingHeart } from '@fortawesome/free-solid-svg-icons/faHandHoldingHeart';
import { faHeadphones } from '@fortawesome/free-solid-svg-icons/faHeadphones';
import { faHeart } from '@fortawesome/free-solid-svg-icons/faHeart';
import { faIdCard } from '@fortawesome/free-solid-svg-icons/faIdCard';
import { faLink } from '@fortawesome/free-solid-svg-icons/faLink';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons/faLocationDot';
import { faMicrophone } from '@fortawesome/free-solid-svg-icons/faMicrophone';
import { faMugHot } from '@fortawesome/free-solid-svg-icons/faMugHot';
import { faMusic } from '@fortawesome/free-solid-svg-icons/faMusic';
import { faNewspaper } from '@fortawesome/free-solid-svg-icons/faNewspaper';
import { faPhone } from '@fortawesome/free-solid-svg-icons/faPhone';
import { faPlay } from '@fortawesome/free-solid-svg-icons/faPlay';
import { faPodcast } from '@fortawesome/free-solid-svg-icons/faPodcast';
import { faRss } from '@fortawesome/free-solid-svg-icons/faRss';
import { faShirt } from '@fortawesome/free-solid-svg-icons/faShirt';
import { faStar } from '@fortawesome/free-solid-svg-icons/faStar';
import { faStopwatch } from '@fortawesome/free-solid-svg-icons/faStopwatch';
import { faTicket } from '@fortawesome/free-solid-svg-icons/faTicket';
import { faVideo } from '@fortawesome/free-solid-svg-icons/faVideo';
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
import { indexFontAwesome } from './icon-index.ts';
import { type FontAwesomeDefinition, fromSimpleIcon, type IconShape } from './icon-shape.ts';

// The shapes of every icon and mark a page draws without help, as data. The web app's build swaps
// this module for one whose shapes point into an SVG sprite (apps/web/icon-sprite.ts), so the
// editor's scripts carry none of these paths; the server draws them inline from here.

/**
 * The icons a page draws without help: every messenger and social network, and the link icons
 * owners pick most. Only these are bundled, so the editor preview stays small; a wider set can be
 * passed to <Page icons> (see all-icons.ts). Each is imported from its own file: importing from
 * the packs' index would pull both whole packs (600 KB gzipped) into the editor's first load.
 */
const FONT_AWESOME: readonly FontAwesomeDefinition[] = [
  faBluesky,
  faDiscord,
  faFacebook,
  faFacebookMessenger,
  faInstagram,
  faLinkedin,
  faMastodon,
  faPatreon,
  faPinterest,
  faSkype,
  faSnapchat,
  faSoundcloud,
  faSpotify,
  faTelegram,
  faThreads,
  faTiktok,
  faTumblr,
  faTwitch,
  faTwitter,
  faViber,
  faVk,
  faWhatsapp,
  faXTwitter,
  faYoutube,
  faBagShopping,
  faBook,
  faCalendarDays,
  faCartShopping,
  faCirclePlay,
  faComments,
  faDollarSign,
  faDownload,
  faEnvelope,
  faGift,
  faGlobe,
  faHandHoldingHeart,
  faHeadphones,
  faHeart,
  faLink,
  faLocationDot,
  faMicrophone,
  faMugHot,
  faMusic,
  faNewspaper,
  faPhone,
  faPlay,
  faPodcast,
  faRss,
  faShirt,
  faStar,
  faTicket,
  faVideo,
  // The Add Block menu's icons, drawn before any icon pack has loaded.
  faAlignLeft,
  faAward,
  faIdCard,
  faStopwatch,
  faEnvelopeOpenText,
  faHandHoldingDollar,
];

/** The built-in icons by 'prefix:name' and 'prefix:alias'. */
export const BUILT_IN_ICONS: ReadonlyMap<string, IconShape> = indexFontAwesome(FONT_AWESOME);

/**
 * The simple-icons marks the logo catalogue names, imported one by one so only these ship. A slug
 * the catalogue adds later without a mark here falls back to the lettered badge.
 */
export const SIMPLE_ICON_MARKS: ReadonlyMap<string, IconShape> = new Map(
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
