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
  footer: {
    madeWith: 'Made with Podpie',
  },
};
