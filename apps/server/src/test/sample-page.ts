// The one sample page of the server tests, the browser journeys and the benches, so a page that
// renders in one of them is the page measured and clicked in the others.

/** A block as the pies sync API takes it. */
export type SampleBlock = { main_type: string } & Record<string, unknown>;

export const SAMPLE_FEED_URL = 'https://feeds.example.com/daily-pie.xml';
export const SAMPLE_YOUTUBE_LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

export interface SamplePageOptions {
  feedUrl?: string;
  countdown?: { from: string; to: string };
  successMessage?: string;
  /** Where the pictures are; a bench that loads the page in a browser serves them on loopback. */
  imageBase?: string;
}

/**
 * The sample page: twenty blocks holding every block type and sub type, filled in the way an
 * owner would. Feeds point at `feedUrl`; the countdown runs over `countdown` (fixed dates in 2030
 * unless a caller needs one that ticks now); the mailing block answers `successMessage`.
 */
export function samplePage(options: SamplePageOptions = {}): SampleBlock[] {
  const feedUrl = options.feedUrl ?? SAMPLE_FEED_URL;
  const images = options.imageBase ?? 'https://img.example.com';
  const countdown = options.countdown ?? {
    from: '2030-06-01T00:00:00Z',
    to: '2030-06-17T15:30:20Z',
  };
  const feeds = (['MIX-CARD-TILE', 'THUMBNAIL', 'CARD', 'TILE'] as const).map((layout) => ({
    main_type: 'PODCAST-FEED',
    sub_type: layout,
    title: `Feed ${layout}`,
    value: '3',
    link_value: feedUrl,
  }));
  return [
    {
      main_type: 'HEADER-TITLE',
      name: 'TITLE-AND-DESCRIPTION',
      title: 'The Daily Pie',
      description: 'Baking news every morning',
      image_url: `${images}/art.jpg`,
    },
    {
      main_type: 'PODCAST-NETWORK',
      name: 'APPLE-PODCAST',
      icon_group: 'podcasts',
      icon_name: 'apple_podcast',
      link_value: 'https://podcasts.apple.com/podcast/id123',
    },
    {
      main_type: 'AUTHORS',
      sub_type: 'HORIZONTAL-VIEW',
      title: 'Ada Crust',
      description: 'Host',
    },
    { main_type: 'TEXT-INPUT', title: 'About the show', description: 'We talk pies.' },
    {
      main_type: 'LINK-INPUT',
      title: 'Buy tickets',
      link_value: 'https://tickets.example.com',
      icon_group: 'fas',
      icon_name: 'ticket',
      price_tag: '$20',
    },
    {
      main_type: 'PLATFORM-BADGE',
      title: 'Spotify',
      description: 'Listen on',
      icon_group: 'podcasts',
      icon_name: 'spotify',
      link_value: 'https://open.spotify.com/show/abc',
    },
    {
      main_type: 'TIP-US-BADGE',
      name: 'Buy me a coffee',
      description: 'True Supporter',
      icon_group: 'podcasts',
      icon_name: 'buy_me_a_coffee',
      link_value: 'https://buymeacoffee.com/dailypie',
    },
    {
      main_type: 'CARD-INPUT',
      sub_type: 'THUMBNAIL_BUTTON',
      title: 'Our shop',
      link_value: 'https://shop.example.com',
      image_url: `${images}/shop.jpg`,
    },
    {
      main_type: 'CARD-INPUT',
      sub_type: 'BACKGROUND_BUTTON',
      title: 'Live show',
      link_value: 'https://live.example.com',
      image_url: `${images}/live.jpg`,
    },
    {
      main_type: 'CARD-INPUT',
      sub_type: 'CARD_BUTTON',
      title: 'Recipe book',
      description: 'Fifty pies',
      link_value: 'https://book.example.com',
      image_url: `${images}/book.jpg`,
    },
    {
      main_type: 'CARD-INPUT',
      sub_type: 'VIDEO_BUTTON',
      title: 'Trailer',
      link_value: SAMPLE_YOUTUBE_LINK,
    },
    {
      main_type: 'COUNT-DOWN',
      title: 'Season two',
      countdown_from_date: countdown.from,
      countdown_to_date: countdown.to,
    },
    ...feeds,
    {
      main_type: 'MAILING-LIST',
      title: 'Join our newsletter!',
      button_text: 'Click to Subscribe',
      success_message: options.successMessage ?? 'Thanks for subscribing!',
    },
    {
      main_type: 'SOCIAL-NETWORKS',
      name: 'INSTAGRAM',
      icon_group: 'fab',
      icon_name: 'instagram',
      social_username: 'thedailypie',
    },
    {
      main_type: 'MESSENGERS',
      name: 'TELEGRAM',
      icon_group: 'fab',
      icon_name: 'telegram',
      social_username: 'dailypie',
    },
  ];
}

/** The blocks as an unsaved page holds them: temporary ids and sort_order 1, 2, 3... */
export function withTempIds<T extends SampleBlock>(blocks: readonly T[]): T[] {
  return blocks.map((block, index) => ({ id: -(index + 1), sort_order: index + 1, ...block }));
}
