import { FEED_LINKS_TO_SOURCE } from '@podpie/core';
import { describe, expect, it } from 'vitest';
import { episode, hrefs, pie, project, renderPage, textOf } from './test-world.tsx';

const FEED = 'https://feeds.example.com/pie.xml';
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const episodes = {
  [FEED]: [
    episode({
      guid: 'e5',
      title: 'Episode five',
      link: 'https://example.com/e5',
      duration: 2520,
      published_at: '2030-06-10T08:00:00Z',
      image: 'https://img.example.com/e5.jpg',
      description: '<p>All about <b>pies</b></p>',
    }),
    episode({
      guid: 'e4',
      title: 'Episode four',
      enclosure_url: 'https://cdn.example.com/e4.mp3',
      duration: 3723,
      published_at: '2030-06-03T08:00:00Z',
    }),
    episode({ guid: 'e3', title: 'Episode three', link: 'https://example.com/e3' }),
    episode({ guid: 'e2', title: 'Episode two', link: 'https://example.com/e2' }),
    episode({ guid: 'e1', title: 'Episode one', link: 'https://example.com/e1' }),
    episode({ guid: 'e0', title: 'Episode zero', link: 'https://example.com/e0' }),
  ],
};

/** A page holding every block type and sub type, the way an owner would fill them in. */
function everyBlock() {
  return [
    pie({
      main_type: 'SOCIAL-NETWORKS',
      name: 'INSTAGRAM',
      icon_group: 'fab',
      icon_name: 'instagram',
      social_username: '@thedailypie',
    }),
    pie({
      main_type: 'SOCIAL-NETWORKS',
      name: 'YOUTUBE',
      icon_group: 'fab',
      icon_name: 'youtube',
      social_username: 'https://www.youtube.com/@thedailypie',
    }),
    pie({ main_type: 'SOCIAL-NETWORKS', name: 'TIKTOK', icon_group: 'fab', icon_name: 'tiktok' }),
    pie({
      main_type: 'MESSENGERS',
      name: 'TELEGRAM',
      icon_group: 'fab',
      icon_name: 'telegram',
      social_username: 'dailypie',
    }),
    pie({
      main_type: 'MESSENGERS',
      name: 'EMAIL',
      icon_group: 'fas',
      icon_name: 'envelope',
      social_username: 'hello@dailypie.example',
    }),
    pie({
      main_type: 'PODCAST-NETWORK',
      name: 'APPLE-PODCAST',
      icon_group: 'podcasts',
      icon_name: 'apple_podcast',
      link_value: 'https://podcasts.apple.com/podcast/id123',
    }),
    pie({
      main_type: 'PODCAST-NETWORK',
      name: 'SONNET',
      icon_group: 'podcasts',
      icon_name: 'sonnet',
      link_value: 'https://sonnet.fm/p/123',
    }),
    pie({
      main_type: 'PODCAST-NETWORK',
      name: 'CASTBOX',
      icon_group: 'podcasts',
      icon_name: 'castbox',
    }),
    pie({
      main_type: 'HEADER-TITLE',
      name: 'TITLE-AND-DESCRIPTION',
      title: 'The Daily Pie',
      description: 'Baking news\nevery morning',
      image_url: 'https://img.example.com/art.jpg',
      title_font_size: 30,
    }),
    pie({
      main_type: 'AUTHORS',
      sub_type: 'HORIZONTAL-VIEW',
      title: 'Ada Crust',
      description: 'Host',
      image_url: 'https://img.example.com/ada.jpg',
    }),
    pie({ main_type: 'AUTHORS', sub_type: 'HORIZONTAL-VIEW', title: 'Bo Filling' }),
    pie({ main_type: 'TEXT-INPUT', title: 'About the show', description: 'We talk pies.' }),
    pie({
      main_type: 'LINK-INPUT',
      title: 'Buy tickets',
      link_value: 'https://tickets.example.com',
      icon_group: 'fas',
      icon_name: 'ticket',
      price_tag: '$20',
      price_tag_background_color: '#ff3b30',
      price_tag_text_color: '#ffffff',
    }),
    pie({
      main_type: 'PLATFORM-BADGE',
      title: 'Apple Podcasts',
      description: 'Listen on',
      icon_group: 'podcasts',
      icon_name: 'apple_podcast',
      link_value: 'https://podcasts.apple.com/podcast/id123',
    }),
    pie({
      main_type: 'PLATFORM-BADGE',
      title: 'Spotify',
      icon_group: 'podcasts',
      icon_name: 'spotify',
      link_value: 'https://open.spotify.com/show/abc',
    }),
    pie({
      main_type: 'TIP-US-BADGE',
      name: 'Buy me a coffee',
      description: 'True Supporter',
      icon_group: 'podcasts',
      icon_name: 'buy_me_a_coffee',
      link_value: 'https://buymeacoffee.com/dailypie',
    }),
    pie({
      main_type: 'CARD-INPUT',
      sub_type: 'THUMBNAIL_BUTTON',
      title: 'Our shop',
      link_value: 'https://shop.example.com',
      image_url: 'https://img.example.com/shop.jpg',
    }),
    pie({
      main_type: 'CARD-INPUT',
      sub_type: 'BACKGROUND_BUTTON',
      title: 'Live show',
      link_value: 'https://live.example.com',
      image_url: 'https://img.example.com/live.jpg',
    }),
    pie({
      main_type: 'CARD-INPUT',
      sub_type: 'CARD_BUTTON',
      title: 'Recipe book',
      description: 'Fifty pies',
      link_value: 'https://book.example.com',
      image_url: 'https://img.example.com/book.jpg',
    }),
    pie({
      main_type: 'CARD-INPUT',
      sub_type: 'VIDEO_BUTTON',
      title: 'Trailer',
      link_value: YOUTUBE,
    }),
    pie({
      main_type: 'COUNT-DOWN',
      title: 'Season two',
      countdown_from_date: '2030-06-01T00:00:00Z',
      countdown_to_date: '2030-06-17T15:30:20Z',
    }),
    pie({ main_type: 'COUNT-DOWN', title: 'Never set' }),
    ...(['MIX-CARD-TILE', 'THUMBNAIL', 'CARD', 'TILE'] as const).map((layout) =>
      pie({
        main_type: 'PODCAST-FEED',
        sub_type: layout,
        title: `Feed ${layout}`,
        value: '4',
        link_value: FEED,
        image_url: 'https://img.example.com/feed.jpg',
      }),
    ),
    pie({ main_type: 'PODCAST-FEED', title: 'Empty feed', link_value: 'https://nothing.example' }),
    pie({
      main_type: 'MAILING-LIST',
      title: 'Join our newsletter!',
      button_text: 'Click to Subscribe',
      success_message: 'Thanks for subscribing!',
    }),
  ];
}

const blockOf = (document: Document, title: string) =>
  [...document.querySelectorAll('section, header')].find((element) =>
    textOf(element.querySelector('h1, h2')).includes(title),
  );

describe('a page holding every block', () => {
  const { document } = renderPage({ pies: everyBlock(), episodes });

  it('opens with the header: artwork loaded first, title in the owner size, description', () => {
    const header = document.querySelector('header.pp-head');
    const artwork = header?.querySelector('img');
    expect(textOf(header?.querySelector('h1'))).toBe('The Daily Pie');
    expect(header?.querySelector('h1')?.getAttribute('style')).toContain('font-size:30px');
    expect(textOf(header?.querySelector('p'))).toBe('Baking news every morning');
    expect(artwork?.getAttribute('src')).toBe('https://img.example.com/art.jpg');
    expect(artwork?.getAttribute('alt')).toBe('The Daily Pie');
    expect(artwork?.getAttribute('loading')).toBeNull();
    expect(document.querySelector('main')?.firstElementChild).toBe(header);
  });

  it('asks for an uploaded artwork scaled to its size, and any other picture as it is', () => {
    const upload = 'https://podpie.example/uploads/0b8e4c1a-5d2f-4e6b-9a7c-3f1e2d4c5b6a.jpg';
    const uploaded = renderPage({
      pies: [pie({ main_type: 'HEADER-TITLE', title: 'Show', image_url: upload })],
    }).document.querySelector('img.pp-art');
    expect(uploaded?.getAttribute('src')).toBe(`${upload}?w=240`);
    expect(uploaded?.getAttribute('srcset')).toBe(
      `${upload}?w=240 240w, ${upload}?w=480 480w, ${upload}?w=960 960w`,
    );
    expect(uploaded?.getAttribute('sizes')).toBe('120px');
    const artwork = document.querySelector('header.pp-head img');
    expect(artwork?.hasAttribute('srcset')).toBe(false);
    const hero = renderPage({
      project: project({
        design: {
          theme: null,
          font: 'system',
          button_shape: 'rounded',
          button_style: 'filled',
          card_radius: 12,
          profile: 'hero',
          spacing: 'comfortable',
        },
      }),
      pies: [pie({ main_type: 'HEADER-TITLE', title: 'Show', image_url: upload })],
    }).document.querySelector('img.pp-art');
    // A banner across the column is asked for wide enough for a phone's dense screen.
    expect(hero?.getAttribute('src')).toBe(`${upload}?w=960`);
    expect(hero?.getAttribute('sizes')).toBe('min(100vw, 492px)');
    const gif = upload.replace('.jpg', '.gif');
    const animated = renderPage({
      pies: [pie({ main_type: 'HEADER-TITLE', title: 'Show', image_url: gif })],
    }).document.querySelector('img.pp-art');
    expect(animated?.getAttribute('src')).toBe(gif);
  });

  it('asks for uploaded pictures of cards and hosts at their sizes too', () => {
    const upload = 'https://podpie.example/uploads/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f.webp';
    const { document: page } = renderPage({
      pies: [
        pie({
          main_type: 'CARD-INPUT',
          sub_type: 'THUMBNAIL_BUTTON',
          title: 'Shop',
          image_url: upload,
        }),
        pie({ main_type: 'CARD-INPUT', sub_type: 'CARD_BUTTON', title: 'Tour', image_url: upload }),
        pie({ main_type: 'AUTHORS', sub_type: 'HORIZONTAL-VIEW', title: 'Ada', image_url: upload }),
      ],
    });
    expect(page.querySelector('.pp-thumb img')?.getAttribute('src')).toBe(`${upload}?w=240`);
    const card = page.querySelector('img.pp-card-img');
    expect(card?.getAttribute('src')).toBe(`${upload}?w=960`);
    expect(card?.getAttribute('sizes')).toBe('min(100vw, 460px)');
    expect(page.querySelector<HTMLElement>('.pp-photo')?.getAttribute('style')).toContain(
      `${upload}?w=240`,
    );
  });

  it('gives phones an uploaded background scaled for them, and leaves other pictures alone', () => {
    const upload = 'https://podpie.example/uploads/2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a.jpg';
    const styleOf = (image: string) =>
      renderPage({
        project: project({ background_type: 'IMAGE', background_image_cdnUrl: image }),
        pies: [],
      })
        .document.querySelector('.pp')
        ?.getAttribute('style') ?? '';
    const uploaded = styleOf(upload);
    expect(uploaded).toContain(
      `--pp-bg:linear-gradient(rgba(0,0,0,0.7),rgba(0,0,0,0.7)),url("${upload}")`,
    );
    expect(uploaded).toContain(
      `--pp-bg-s:linear-gradient(rgba(0,0,0,0.7),rgba(0,0,0,0.7)),url("${upload}?w=960")`,
    );
    expect(styleOf('https://img.example.com/bg.jpg')).not.toContain('--pp-bg-s');
  });

  it('shows where to listen as brand icons, only for directories with a link', () => {
    const row = document.querySelector('nav.pp-dirs');
    const links = [...(row?.querySelectorAll('a') ?? [])];
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual(['Apple Podcasts', 'Sonnet']);
    expect(links[0]?.querySelector('svg path')).not.toBeNull();
    // simple-icons has no Sonnet mark: our own drawing stands in, not the letters.
    expect(links[1]?.querySelector('svg path')).not.toBeNull();
    expect(links[1]?.querySelector('.pp-letter')).toBeNull();
  });

  it('shows the hosts as cards with photo, name and role', () => {
    const cards = [...document.querySelectorAll('.pp-authors li')];
    expect(cards.map((card) => textOf(card.querySelector('strong')))).toEqual([
      'Ada Crust',
      'Bo Filling',
    ]);
    expect(textOf(cards[0]?.querySelector('strong + span'))).toBe('Host');
    // No photo: the initials stand in. With one, they lie under it, for a photo that fails.
    expect(textOf(cards[1]?.querySelector('.pp-ph'))).toBe('BF');
    expect(cards[1]?.querySelector('img')).toBeNull();
    expect(textOf(cards[0]?.querySelector('.pp-ph'))).toBe('AC');
    expect(cards[0]?.querySelector('.pp-ph .pp-photo')?.getAttribute('style')).toMatch(
      /background-image:url\("https:/,
    );
    expect(cards.map((card) => (card as HTMLElement).style.width)).toEqual(['48%', '48%']);
  });

  it('draws subtitle and text', () => {
    const text = blockOf(document, 'About the show');
    expect(textOf(text?.querySelector('p'))).toBe('We talk pies.');
  });

  it('draws a link button with its icon and a price tag in its colours', () => {
    const button = document.querySelector('a[href="https://tickets.example.com"]');
    expect(textOf(button)).toBe('Buy tickets$20');
    expect(button?.querySelector('svg')).not.toBeNull();
    const price = button?.querySelector<HTMLElement>('.pp-price');
    expect(price?.style.background).toBe('rgb(255, 59, 48)');
    expect(price?.style.color).toBe('rgb(255, 255, 255)');
  });

  it('draws neighbouring platform badges as one two-column grid saying "Listen on"', () => {
    const grid = document.querySelector('.pp-platforms');
    const badges = [...(grid?.querySelectorAll('li') ?? [])];
    expect(badges.map((badge) => textOf(badge))).toEqual([
      'Listen onApple Podcasts',
      'Listen onSpotify',
    ]);
    expect(hrefs(grid as Element)).toEqual([
      'https://podcasts.apple.com/podcast/id123',
      'https://open.spotify.com/show/abc',
    ]);
    expect(badges.map((badge) => (badge as HTMLElement).style.width)).toEqual(['48%', '48%']);
  });

  it('draws tip badges with logo, words and name', () => {
    const tip = document.querySelector('.pp-tips a');
    expect(textOf(tip)).toBe('True SupporterBuy me a coffee');
    expect(tip?.getAttribute('href')).toBe('https://buymeacoffee.com/dailypie');
    expect(tip?.querySelector('.pp-logo svg')).not.toBeNull();
  });

  it('draws every card look', () => {
    const thumb = document.querySelector('.pp-thumbnail-button a');
    expect(thumb?.getAttribute('href')).toBe('https://shop.example.com');
    expect(thumb?.querySelector('img')?.getAttribute('width')).toBe('48');
    expect(textOf(document.querySelector('.pp-background-button a'))).toBe('Live show');
    const card = document.querySelector('.pp-card-button a');
    expect(textOf(card?.querySelector('strong'))).toBe('Recipe book');
    expect(textOf(card?.querySelector('p'))).toBe('Fifty pies');
    expect(card?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('draws the video card as its play button, linking to the video, the player held back', () => {
    expect(document.querySelector('.pp-video-button iframe')).toBeNull();
    const play = document.querySelector('.pp-video-button a[data-pp-embed]');
    expect(play?.getAttribute('href')).toBe(YOUTUBE);
    expect(play?.getAttribute('aria-label')).toBe('Play video: Trailer');
    expect(play?.getAttribute('data-pp-embed')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
  });

  it('counts down DAYS HRS MIN SEC from now and marks the end for the ticking script', () => {
    const countdown = blockOf(document, 'Season two');
    const boxes = [...(countdown?.querySelectorAll('.pp-cd-box') ?? [])].map((box) => textOf(box));
    // From 2030-06-15 12:00:00 to 2030-06-17 15:30:20.
    expect(boxes).toEqual(['02DAYS', '03HRS', '30MIN', '20SEC']);
    expect(countdown?.querySelector('[data-pp-end]')?.getAttribute('data-pp-end')).toBe(
      '2030-06-17T15:30:20.000Z',
    );
  });

  it('shows EXPIRED for a countdown without dates', () => {
    expect(textOf(blockOf(document, 'Never set')?.querySelector('p'))).toBe('EXPIRED');
  });

  it('lists as many episodes as the feed block asks for, in each layout', () => {
    for (const layout of ['MIX-CARD-TILE', 'THUMBNAIL', 'CARD', 'TILE']) {
      const feed = blockOf(document, `Feed ${layout}`);
      const items = [...(feed?.querySelectorAll('li') ?? [])];
      expect(items.map((item) => textOf(item.querySelector('strong')))).toEqual([
        'Episode five',
        'Episode four',
        'Episode three',
        'Episode two',
      ]);
    }
    const mix = blockOf(document, 'Feed MIX-CARD-TILE');
    expect(mix?.querySelectorAll('.pp-eps-card li')).toHaveLength(1);
    expect(mix?.querySelectorAll('.pp-eps-tile li')).toHaveLength(3);
    expect(blockOf(document, 'Feed THUMBNAIL')?.querySelector('.pp-eps-row')).not.toBeNull();
    expect(blockOf(document, 'Feed TILE')?.querySelector('.pp-eps-tile')).not.toBeNull();
  });

  it('shows each episode with date, duration, artwork and a link to it', () => {
    const feed = blockOf(document, 'Feed CARD');
    const [first, second, third] = [...(feed?.querySelectorAll('li') ?? [])];
    expect(textOf(first?.querySelector('.pp-ep-meta'))).toBe('Jun 10, 2030 · 42 min');
    expect(textOf(first?.querySelector('.pp-ep-desc'))).toBe('All about pies');
    // The episode's own page on Podpie, by default.
    expect(first?.querySelector('a')?.getAttribute('href')).toMatch(
      /^\/myshow\/episode-five-[0-9a-z]{6}$/,
    );
    expect(first?.querySelector('img')?.getAttribute('src')).toBe('https://img.example.com/e5.jpg');
    expect(textOf(second?.querySelector('.pp-ep-meta'))).toBe('Jun 3, 2030 · 1:02:03');
    // No artwork of its own: the block's image.
    expect(third?.querySelector('img')?.getAttribute('src')).toBe(
      'https://img.example.com/feed.jpg',
    );
  });

  it('links episodes to their own web page or audio file when the block asks for it', () => {
    const { document } = renderPage({
      pies: [
        pie({
          main_type: 'PODCAST-FEED',
          title: 'Feed',
          link_value: FEED,
          button_text: FEED_LINKS_TO_SOURCE,
        }),
      ],
      episodes,
    });
    const [first, second] = [...document.querySelectorAll('.pp-feed li a')];
    expect(first?.getAttribute('href')).toBe('https://example.com/e5');
    // No link of its own: the audio file.
    expect(second?.getAttribute('href')).toBe('https://cdn.example.com/e4.mp3');
  });

  it('says so when a feed has no episodes yet', () => {
    const empty = blockOf(document, 'Empty feed');
    expect(empty?.querySelector('li')).toBeNull();
    expect(textOf(empty?.querySelector('.pp-feed-empty'))).not.toBe('');
  });

  it('draws a sign-up form that posts to the page without JavaScript', () => {
    const form = document.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/myshow/subscribe');
    expect(textOf(form?.querySelector('h2'))).toBe('Join our newsletter!');
    const email = form?.querySelector<HTMLInputElement>('input[type=email]');
    expect(email?.required).toBe(true);
    expect(textOf(document.querySelector(`label[for="${email?.id}"]`))).not.toBe('');
    const honeypot = form?.querySelector('input[name=website]');
    expect(honeypot?.getAttribute('tabindex')).toBe('-1');
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');
    expect(honeypot?.closest('[aria-hidden=true]')).not.toBeNull();
    expect(textOf(form?.querySelector('button[type=submit]'))).toBe('Click to Subscribe');
    const success = form?.querySelector<HTMLElement>('[data-pp-ok]');
    // Nobody is on the list until they confirm: the page says so after the owner's words.
    expect(textOf(success)).toBe(
      'Thanks for subscribing! Almost done: please check your inbox and confirm your subscription.',
    );
    expect(success?.hidden).toBe(true);
  });

  it('ends with social profiles and messengers built from the usernames', () => {
    expect(hrefs(document.querySelector('nav.pp-socials') as Element)).toEqual([
      'https://instagram.com/thedailypie',
      'https://www.youtube.com/@thedailypie',
    ]);
    expect(hrefs(document.querySelector('nav.pp-messengers') as Element)).toEqual([
      'https://t.me/dailypie',
      'mailto:hello@dailypie.example',
    ]);
    const labels = [...document.querySelectorAll('nav.pp-socials a')].map((a) =>
      a.getAttribute('aria-label'),
    );
    expect(labels).toEqual(['Instagram', 'YouTube']);
  });

  it('gives every image alt text and a size, and lazy-loads all but the artwork', () => {
    const images = [...document.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      expect(image.hasAttribute('alt')).toBe(true);
      expect(image.getAttribute('width')).toMatch(/^\d+$/);
      expect(image.getAttribute('height')).toMatch(/^\d+$/);
    }
    expect(images.filter((image) => image.getAttribute('loading') !== 'lazy')).toHaveLength(1);
  });
});

describe('what a listener does not see', () => {
  const hidden = pie({ main_type: 'TEXT-INPUT', title: 'Secret', is_hidden: true });
  const later = pie({
    main_type: 'LINK-INPUT',
    title: 'Tomorrow only',
    link_value: 'https://later.example.com',
    schedule_from_date: '2030-06-16T00:00:00Z',
    schedule_to_date: '2030-06-17T00:00:00Z',
  });
  const over = pie({
    main_type: 'TEXT-INPUT',
    title: 'Last week',
    schedule_from_date: '2030-06-01T00:00:00Z',
    schedule_to_date: '2030-06-08T00:00:00Z',
  });
  const now = pie({
    main_type: 'TEXT-INPUT',
    title: 'On now',
    schedule_from_date: '2030-06-15T00:00:00Z',
    schedule_to_date: '2030-06-16T00:00:00Z',
  });
  const hiddenSocial = pie({
    main_type: 'SOCIAL-NETWORKS',
    name: 'INSTAGRAM',
    icon_group: 'fab',
    icon_name: 'instagram',
    social_username: 'secret',
    is_hidden: true,
  });
  const pies = [hidden, later, over, now, hiddenSocial];

  it('leaves hidden and out-of-schedule blocks out of the public page', () => {
    const { html, document } = renderPage({ pies });
    expect(html).not.toContain('Secret');
    expect(html).not.toContain('Tomorrow only');
    expect(html).not.toContain('Last week');
    expect(html).not.toContain('instagram.com/secret');
    expect(textOf(document.querySelector('main'))).toContain('On now');
  });

  it('a schedule is read in the block time zone', () => {
    // 20:00 to 23:00 in Tokyo is 11:00 to 14:00 UTC: under way at 12:00 UTC.
    const tokyo = pie({
      main_type: 'TEXT-INPUT',
      title: 'Tokyo slot',
      schedule_from_date_str: '2030-06-15T20:00:00',
      schedule_to_date_str: '2030-06-15T23:00:00',
      schedule_time_zone: 'Asia/Tokyo',
    });
    expect(renderPage({ pies: [tokyo] }).html).toContain('Tokyo slot');
    // 10:00 to 13:00 in New York is 14:00 to 17:00 UTC: not yet.
    const newYork = pie({
      main_type: 'TEXT-INPUT',
      title: 'New York slot',
      schedule_from_date_str: '2030-06-15T10:00:00',
      schedule_to_date_str: '2030-06-15T13:00:00',
      schedule_time_zone: 'America/New_York',
    });
    expect(renderPage({ pies: [newYork] }).html).not.toContain('New York slot');
  });

  it('the editor shows them all, dimmed with a badge saying why', () => {
    const { document } = renderPage({ pies, mode: 'editor' });
    const status = (id: number) => document.querySelector(`[data-pie-id="${id}"]`);
    expect(status(hidden.id)?.classList.contains('pp-dim')).toBe(true);
    expect(textOf(status(hidden.id)?.querySelector('.pp-flag'))).toBe('Hidden');
    expect(textOf(status(later.id)?.querySelector('.pp-flag'))).toBe('Scheduled');
    expect(status(over.id)?.classList.contains('pp-dim')).toBe(true);
    expect(status(now.id)?.classList.contains('pp-dim')).toBe(false);
    expect(status(now.id)?.querySelector('.pp-flag')).toBeNull();
    expect(status(hiddenSocial.id)?.classList.contains('pp-dim')).toBe(true);
  });

  it('the editor can wrap every block for its own handlers', () => {
    const { document } = renderPage({
      pies,
      mode: 'editor',
      renderBlockWrapper: (wrapped, children) => (
        <div className="editor-slot" data-slot={wrapped.id} key={wrapped.id}>
          {children}
        </div>
      ),
    });
    expect(document.querySelectorAll('.editor-slot')).toHaveLength(pies.length);
  });
});

describe('owner text and links are never markup', () => {
  const attack = '<script>alert(1)</script><img src=x onerror="alert(2)">';

  it('escapes every text field', () => {
    const fields = { title: attack, description: attack };
    const { html, document } = renderPage({
      pies: [
        pie({ main_type: 'HEADER-TITLE', ...fields }),
        pie({ main_type: 'TEXT-INPUT', ...fields }),
        pie({
          main_type: 'LINK-INPUT',
          ...fields,
          link_value: 'https://a.example',
          price_tag: attack.slice(0, 40),
        }),
        pie({ main_type: 'AUTHORS', ...fields }),
        pie({ main_type: 'CARD-INPUT', sub_type: 'CARD_BUTTON', ...fields }),
        pie({ main_type: 'COUNT-DOWN', ...fields }),
        pie({ main_type: 'PODCAST-FEED', ...fields, link_value: FEED }),
        pie({
          main_type: 'MAILING-LIST',
          ...fields,
          button_text: attack.slice(0, 60),
          success_message: attack,
          placeholder: attack.slice(0, 60),
        }),
        pie({ main_type: 'PLATFORM-BADGE', ...fields, link_value: 'https://b.example' }),
        pie({
          main_type: 'TIP-US-BADGE',
          ...fields,
          name: attack.slice(0, 60),
          link_value: 'https://c.example',
        }),
      ],
      episodes: {
        [FEED]: [episode({ title: attack, description: attack, link: 'https://e.example' })],
      },
    });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(document.querySelectorAll('img[src=x]')).toHaveLength(0);
    expect(html).not.toContain('<script>');
    expect(textOf(document.querySelector('h1'))).toBe(attack);
  });

  it('never turns a stored javascript: link into an href, even one that skipped validation', () => {
    const evil = 'javascript:alert(document.cookie)';
    const sneaky = ' JaVaScRiPt:alert(1)';
    const unchecked = (fields: Parameters<typeof pie>[0]) => ({ ...pie(fields), link_value: evil });
    const { html, document } = renderPage({
      pies: [
        unchecked({ main_type: 'LINK-INPUT', title: 'Click me' }),
        unchecked({ main_type: 'CARD-INPUT', sub_type: 'VIDEO_BUTTON', title: 'Video' }),
        unchecked({ main_type: 'CARD-INPUT', sub_type: 'BACKGROUND_BUTTON', title: 'Bg' }),
        unchecked({ main_type: 'PLATFORM-BADGE', title: 'Spotify' }),
        unchecked({
          main_type: 'PODCAST-NETWORK',
          name: 'SPOTIFY',
          icon_group: 'podcasts',
          icon_name: 'spotify',
        }),
        { ...pie({ main_type: 'HEADER-TITLE', title: 'T' }), image_url: evil },
        pie({ main_type: 'SOCIAL-NETWORKS', name: 'YOUTUBE', social_username: evil }),
        pie({ main_type: 'MESSENGERS', name: 'EMAIL', social_username: sneaky }),
        pie({ main_type: 'PODCAST-FEED', title: 'Feed', link_value: FEED }),
      ],
      episodes: {
        [FEED]: [episode({ title: 'Bad', link: evil, enclosure_url: sneaky, image: evil })],
      },
    });
    for (const element of document.querySelectorAll('[href], [src]')) {
      const value = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      expect(value.toLowerCase()).not.toContain('javascript');
    }
    expect(html.toLowerCase()).not.toContain('href="javascript');
    // The button still reads as a button, it just leads nowhere.
    expect(textOf(document.querySelector('.pp-link'))).toBe('Click me');
  });
});

describe('page style', () => {
  const root = (fields: Parameters<typeof project>[0]) =>
    renderPage({ pies: [], project: project(fields) }).document.querySelector<HTMLElement>('.pp');

  it('sets text and button colours as custom properties on the root', () => {
    const style = root({
      text_color: '#111111',
      button_color: 'ABCDEF',
      button_text_color: '#fff',
    })?.getAttribute('style');
    expect(style).toContain('--pp-text:#111111');
    expect(style).toContain('--pp-btn:#ABCDEF');
    expect(style).toContain('--pp-btn-text:#fff');
  });

  it('draws a solid colour, a gradient at its degree, or the image under a 70% overlay', () => {
    expect(
      root({ background_type: 'SOLID', solid_color: '#123456' })?.getAttribute('style'),
    ).toContain('--pp-bg:#123456');
    expect(
      root({
        background_type: 'LINEAR-GRADIENT',
        degree: 45,
        gradient_color_from: '#ff0000',
        gradient_color_to: '#0000ff',
      })?.getAttribute('style'),
    ).toContain('--pp-bg:linear-gradient(45deg, #ff0000, #0000ff)');
    const image = root({
      background_type: 'IMAGE',
      background_image_cdnUrl: 'https://img.example.com/bg.jpg',
    })?.getAttribute('style');
    expect(image).toContain('rgba(0,0,0,0.7)');
    expect(image).toContain('url("https://img.example.com/bg.jpg")');
  });

  it('ignores a stored colour that would smuggle in more CSS', () => {
    const style = root({ text_color: 'red;background:url(//evil)' })?.getAttribute('style');
    expect(style).not.toContain('evil');
    expect(style).toContain('--pp-text:#ffffff');
  });

  it('highlights POP blocks', () => {
    const { document } = renderPage({
      pies: [
        pie({
          main_type: 'LINK-INPUT',
          title: 'Pop',
          link_value: 'https://p.example',
          is_pop: true,
        }),
      ],
    });
    expect(document.querySelector('.pp-pop')).not.toBeNull();
  });
});
