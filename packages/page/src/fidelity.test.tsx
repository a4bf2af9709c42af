import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Page } from './page.tsx';
import { episode, NOW, pie, project, renderPage, textOf } from './test-world.tsx';

describe('blocks drawn as the owner set them', () => {
  it('a Background card keeps its price tag', () => {
    const card = pie({
      main_type: 'CARD-INPUT',
      sub_type: 'BACKGROUND_BUTTON',
      title: 'Merch',
      link_value: 'https://shop.example',
      price_tag: '$20',
    });
    const { document } = renderPage({ pies: [card] });
    expect(textOf(document.querySelector('.pp-bgbtn .pp-price'))).toBe('$20');
  });

  it('a Video card that cannot play in place shows a play button', () => {
    const video = pie({
      main_type: 'CARD-INPUT',
      sub_type: 'VIDEO_BUTTON',
      title: 'Trailer',
      link_value: 'https://videos.example/trailer',
    });
    const { document } = renderPage({ pies: [video] });
    expect(document.querySelector('.pp-video .pp-play svg')).not.toBeNull();
  });

  it("an episode's picture sits on the show's artwork, which shows if the picture fails", () => {
    const feed = pie({
      main_type: 'PODCAST-FEED',
      link_value: 'https://feeds.example/show.rss',
      image_url: 'https://img.example/show.jpg',
    });
    const { document } = renderPage({
      pies: [feed],
      episodes: {
        'https://feeds.example/show.rss': [
          episode({ title: 'Ep 1', image: 'https://img.example/broken.jpg' }),
        ],
      },
    });
    const art = document.querySelector('.pp-ep-art') as HTMLElement | null;
    expect(art?.style.backgroundImage).toContain('https://img.example/show.jpg');
    expect(art?.querySelector('img')?.getAttribute('src')).toBe('https://img.example/broken.jpg');
  });

  it('untouched text is drawn at the size the editor select shows', () => {
    const header = pie({ main_type: 'HEADER-TITLE', title: 'Show', description: 'About' });
    const { document } = renderPage({ pies: [header] });
    expect(document.querySelector('h1')?.getAttribute('style')).toContain('font-size:28px');
    expect(document.querySelector('.pp-desc')?.getAttribute('style')).toContain('font-size:16px');
  });

  it('directories are a labelled "Listen on" list with their names', () => {
    const apple = pie({
      main_type: 'PODCAST-NETWORK',
      name: 'APPLE-PODCAST',
      icon_name: 'apple_podcast',
      link_value: 'https://podcasts.apple.com/podcast/id1',
    });
    const { document } = renderPage({ pies: [apple] });
    expect(textOf(document.querySelector('.pp-dirs h2'))).toBe('Listen on');
    expect(textOf(document.querySelector('.pp-dirs a'))).toBe('Apple Podcasts');
  });

  it('in the editor a badge wrapper takes the badge its row width', () => {
    const badges = ['Spotify', 'Overcast'].map((title) =>
      pie({ main_type: 'PLATFORM-BADGE', title, link_value: 'https://x.example' }),
    );
    const html = renderToString(
      <Page
        project={project()}
        pies={badges}
        now={NOW}
        lang="en"
        mode="editor"
        renderBlockWrapper={(block, children, _status, width) => (
          <div key={block.id} className="pp-slot" style={{ width }}>
            {children}
          </div>
        )}
      />,
    );
    expect(html.match(/class="pp-slot" style="width:48%"/g)).toHaveLength(2);
  });
});
