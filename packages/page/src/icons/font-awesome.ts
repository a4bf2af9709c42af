import {
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
} from '@fortawesome/free-brands-svg-icons';
import {
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
} from '@fortawesome/free-solid-svg-icons';
import { type FontAwesomeDefinition, fromFontAwesome, type IconShape } from './icon-shape.ts';

/**
 * The icons a page draws without help: every messenger and social network, and the link icons
 * owners pick most. Only these are bundled, so the editor preview stays small; a wider set can be
 * passed to <Page icons> (see all-icons.ts).
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
