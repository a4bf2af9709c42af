/** Texts of the published page, drawn by packages/page on the server and in the editor preview. */
export const page = {
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
  },
  listen: {
    title: 'Listen',
    moreApps: 'More apps',
    copyFeed: 'Copy RSS feed',
    openInBrowser: 'Open in browser',
    inAppHint:
      "Podcast apps may not open from this app's browser. Open the page in your browser, or copy the feed into your podcast app.",
  },
  footer: {
    madeWith: 'Made with Podpie',
  },
};
