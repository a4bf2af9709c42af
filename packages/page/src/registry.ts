import type { MainType } from '@podpie/core';
import type { BlockComponent } from './block-props.ts';
import { Authors } from './blocks/authors.tsx';
import { CardInput } from './blocks/card-input.tsx';
import { CountDown } from './blocks/count-down.tsx';
import { HeaderTitle } from './blocks/header-title.tsx';
import { LinkInput } from './blocks/link-input.tsx';
import { MailingList } from './blocks/mailing-list.tsx';
import { Messengers } from './blocks/messengers.tsx';
import { PlatformBadge } from './blocks/platform-badge.tsx';
import { PodcastFeed } from './blocks/podcast-feed.tsx';
import { PodcastNetwork } from './blocks/podcast-network.tsx';
import { SocialNetworks } from './blocks/social-networks.tsx';
import { TextInput } from './blocks/text-input.tsx';
import { TipUsBadge } from './blocks/tip-us-badge.tsx';

/** The component of every main_type; a main_type added to core without one fails to compile. */
export const BLOCKS = {
  'HEADER-TITLE': HeaderTitle,
  'TEXT-INPUT': TextInput,
  'LINK-INPUT': LinkInput,
  'PLATFORM-BADGE': PlatformBadge,
  'TIP-US-BADGE': TipUsBadge,
  'CARD-INPUT': CardInput,
  'COUNT-DOWN': CountDown,
  'PODCAST-FEED': PodcastFeed,
  'MAILING-LIST': MailingList,
  AUTHORS: Authors,
  MESSENGERS: Messengers,
  'SOCIAL-NETWORKS': SocialNetworks,
  'PODCAST-NETWORK': PodcastNetwork,
} as const satisfies Record<MainType, BlockComponent>;
