export const quickstart = {
  steps: {
    setup: 'Setup',
    customize: 'Customize',
    publish: 'Publish',
  },
  skip: 'Skip',
  setup: {
    title: 'Find your podcast',
    subtitle: 'We will build a starter page from your show.',
    searchPlaceholder: 'Search for your podcast by name',
    noResults: 'No podcasts found.',
    byArtist: 'by {{artist}}',
    select: 'Use this podcast',
    searching: 'Searching {{service}}...',
    found: 'Found on {{service}}',
    notFound: 'Not found on {{service}}',
    building: 'Building your page...',
  },
  customize: {
    title: 'Make it yours',
    subtitle: 'Change colours, add blocks and rearrange them.',
  },
  publish: {
    title: 'Share your page',
    subtitle: 'Publish it at a short address and share it with a QR code.',
  },
};
