import { isHttpUrl, type Pie } from '@podpie/core';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null;
  // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123: the id is the last number.
  const numeric = url.pathname.split('/').filter((segment) => VIMEO_ID.test(segment));
  return numeric.at(-1) ?? null;
}

/**
 * The privacy-friendly player address for a YouTube or Vimeo link, or null for anything else
 * (the card then falls back to an ordinary link card).
 */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  if (!link || !isHttpUrl(link)) return null;
  const url = new URL(link.trim());
  const youtube = youtubeId(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = vimeoId(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}`;
  return null;
}

/** A video card the page draws as a player (behind its picture until tapped). */
export function isVideoPlayer(pie: Pie): boolean {
  return (
    pie.main_type === 'CARD-INPUT' &&
    pie.sub_type === 'VIDEO_BUTTON' &&
    videoEmbedUrl(pie.link_value) !== null
  );
}
