/** Texts of the published page, drawn by packages/page on the server and in the editor preview. */
export const page = {
  // Drawn only in the editor's preview, on a block listeners don't see or a badge without a link.
  preview: {
    hidden: 'Hidden',
    scheduled: 'Scheduled',
    addLink: 'Add your link',
  },
  countdown: {
    days: 'DAYS',
    hrs: 'HRS',
    min: 'MIN',
    sec: 'SEC',
    expired: 'EXPIRED',
  },
  feed: {
    noEpisodes: 'No episodes yet.',
    listen: 'Listen',
    moreEpisodes: 'More episodes',
    published: 'Published {{date}}',
  },
  mailing: {
    emailLabel: 'Email address',
    emailPlaceholder: 'Your email address',
    subscribing: 'Subscribing...',
    failed: 'Something went wrong. Please try again.',
    invalidEmail: 'Please enter a valid email address.',
    checkInbox: 'Almost done: please check your inbox and confirm your subscription.',
    dailyLimit: 'This list takes no more sign-ups today. Please try again tomorrow.',
  },
  video: {
    play: 'Play video',
  },
  listen: {
    title: 'Listen',
    moreApps: 'More apps',
    allApps: 'All apps',
    backToPage: 'Back to the page',
    inListen: 'Already in Listen',
    copyFeed: 'Copy RSS feed',
    openInBrowser: 'Open in browser',
    inAppHint:
      "Podcast apps may not open from this app's browser. Open the page in your browser, or copy the feed into your podcast app.",
    inAppLeave:
      "Links to podcast apps may not open in this app's browser. Open this page in your browser, or copy its link.",
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    otherApps: 'Other apps',
  },
  episode: {
    chapters: 'Chapters',
    transcript: 'Transcript',
    people: 'People',
    startsAt: 'Starts at {{time}}',
    playFrom: 'Play from {{time}}',
    allEpisodes: 'All episodes',
    notes: 'Show notes',
  },
  footer: {
    madeWith: 'Made with Podpie',
  },
};
