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
import { type FontAwesomeDefinition, fromFontAwesome, type IconShape } from './icon-shape.ts';

/**
 * The icons a page draws without help: every messenger and social network, and the link icons
 * owners pick most. Only these are bundled, so the editor preview stays small; a wider set can be
 * passed to <Page icons> (see all-icons.ts). Each is imported from its own file: importing from
 * the packs' index would pull both whole packs (600 KB gzipped) into the editor's first load.
 */
const BUILT_IN: readonly FontAwesomeDefinition[] = [
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

/** Indexes definitions by 'prefix:name' and 'prefix:alias' so old stored names keep working. */
export function indexFontAwesome(
  definitions: Iterable<FontAwesomeDefinition>,
): Map<string, IconShape> {
  const index = new Map<string, IconShape>();
  for (const definition of definitions) {
    const shape = fromFontAwesome(definition);
    index.set(`${definition.prefix}:${definition.iconName}`, shape);
    for (const alias of definition.icon[2]) {
      if (typeof alias === 'string') index.set(`${definition.prefix}:${alias}`, shape);
    }
  }
  return index;
}

const BUILT_IN_INDEX = indexFontAwesome(BUILT_IN);

const PICKER_KEY = /^(fas|fab)\s+fa-(.+)$/;

/**
 * Stored icons come as a group plus a bare name ('fab', 'telegram'), a prefixed name
 * ('fa-telegram') or the picker's whole key in the name ('fab fa-telegram'); all meet here.
 */
export function iconKey(group: string, name: string): string {
  const stored = name.trim().toLowerCase();
  const picker = PICKER_KEY.exec(stored);
  if (picker) return `${picker[1]}:${picker[2]}`;
  return `${group.trim().toLowerCase()}:${stored.replace(/^fa-/, '')}`;
}

export function builtInIcon(
  group: string | null | undefined,
  name: string | null | undefined,
): IconShape | null {
  if (!name) return null;
  return BUILT_IN_INDEX.get(iconKey(group ?? '', name)) ?? null;
}
