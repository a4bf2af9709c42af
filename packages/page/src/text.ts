import { type PageTranslationKey, translatePageText } from '@podpie/core';
import type { PageTextKey } from './context.ts';
import type { PageLang } from './format.ts';

/**
 * Where each page string comes from: a key of core's dictionary (translated into en, cn, tw), or
 * for the few the dictionary does not hold yet, English words used in every language.
 */
const SOURCES: Record<PageTextKey, PageTranslationKey | { en: string }> = {
  listenOn: 'blocks:platformBadge.listenOn',
  days: 'page:countdown.days',
  hours: 'page:countdown.hrs',
  minutes: 'page:countdown.min',
  seconds: 'page:countdown.sec',
  expired: 'page:countdown.expired',
  minutesUnit: { en: 'min' },
  noEpisodes: 'page:feed.noEpisodes',
  latestEpisodes: { en: 'Latest episodes' },
  emailLabel: 'page:mailing.emailLabel',
  emailPlaceholder: 'page:mailing.emailPlaceholder',
  subscribeTitle: 'blocks:mailingDefaults.title',
  subscribeButton: 'blocks:mailingDefaults.buttonText',
  subscribeSuccess: 'blocks:mailingDefaults.successMessage',
  subscribeCheckInbox: 'page:mailing.checkInbox',
  subscribeError: 'page:mailing.failed',
  honeypot: { en: 'Leave this field empty' },
  authors: 'blocks:types.AUTHORS',
  directories: 'blocks:types.PODCAST-NETWORK',
  socials: 'blocks:types.SOCIAL-NETWORKS',
  messengers: 'blocks:types.MESSENGERS',
  hidden: 'page:preview.hidden',
  scheduled: 'page:preview.scheduled',
  ended: { en: 'Schedule ended' },
  addLink: 'page:preview.addLink',
  video: { en: 'Video' },
  playVideo: 'page:video.play',
  audio: 'page:feed.listen',
  madeWith: 'page:footer.madeWith',
  listen: 'page:listen.title',
  moreApps: 'page:listen.moreApps',
  allApps: 'page:listen.allApps',
  backToPage: 'page:listen.backToPage',
  inListen: 'page:listen.inListen',
  becomePatron: 'blocks:tipBadges.becomePatron',
  supportUs: 'blocks:tipBadges.supportUs',
  trueSupporter: 'blocks:tipBadges.trueSupporter',
  copyFeed: 'page:listen.copyFeed',
  openInBrowser: 'page:listen.openInBrowser',
  inAppHint: 'page:listen.inAppHint',
  chapters: 'page:episode.chapters',
  transcript: 'page:episode.transcript',
  people: 'page:episode.people',
  startsAt: 'page:episode.startsAt',
  playFrom: 'page:episode.playFrom',
  allEpisodes: 'page:episode.allEpisodes',
  notes: 'page:episode.notes',
  inAppLeave: 'page:listen.inAppLeave',
  copyLink: 'page:listen.copyLink',
  linkCopied: 'page:listen.linkCopied',
  otherApps: 'page:listen.otherApps',
};

/** The page's strings in one language, with {{name}} variables filled. */
export function pageText(lang: PageLang) {
  return (key: PageTextKey, vars?: Record<string, string | number>): string => {
    const source = SOURCES[key];
    return typeof source === 'string' ? translatePageText(lang, source, vars) : source.en;
  };
}
