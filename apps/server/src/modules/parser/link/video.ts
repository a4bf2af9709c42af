// Embeddable player addresses for the video sites people link most, so a card becomes a
// VIDEO_BUTTON that plays in place.

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

const parse = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

export const youtubeVideoId = (address: string): string | null => {
  const url = parse(address);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') candidate = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v', 'e'].includes(segments[0] ?? '')) {
      candidate = segments[1];
    }
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
};

export const vimeoVideo = (address: string): { id: string; hash: string | null } | null => {
  const url = parse(address);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com' && segments[0] === 'video' && /^\d+$/.test(segments[1] ?? '')) {
    return { id: segments[1] ?? '', hash: url.searchParams.get('h') };
  }
  if (host !== 'vimeo.com' && host !== 'www.vimeo.com') return null;
  // vimeo.com/<id>, /<id>/<hash> (unlisted), /channels/<name>/<id>, /groups/<g>/videos/<id>.
  const index = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (index < 0) return null;
  const next = segments[index + 1];
  const hash = url.searchParams.get('h') ?? (next && /^[0-9a-f]{6,}$/i.test(next) ? next : null);
  return { id: segments[index] ?? '', hash };
};

/** The embeddable player of a YouTube or Vimeo address, or null for any other address. */
export const knownVideoPlayer = (address: string): string | null => {
  const youtube = youtubeVideoId(address);
  if (youtube) return `https://www.youtube.com/embed/${youtube}`;
  const vimeo = vimeoVideo(address);
  if (vimeo) {
    return `https://player.vimeo.com/video/${vimeo.id}${vimeo.hash ? `?h=${vimeo.hash}` : ''}`;
  }
  return null;
};
