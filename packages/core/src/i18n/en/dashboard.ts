export const dashboard = {
  title: 'Projects',
  addNewProject: '+ Add New Project',
  empty: 'You have no projects yet.',
  card: {
    untitled: 'Undefined',
    created: 'Created {{date}}',
    thumbnailAlt: 'Artwork of {{title}}',
    settings: 'Settings',
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Delete this project? This cannot be undone.',
    shortLink: 'Short link',
    copyLink: 'Copy link',
  },
  alias: {
    label: 'Link alias',
    placeholder: 'yourpodcast',
    save: 'Save',
  },
  qrSettings: {
    title: 'QR settings',
    preview: 'QR preview',
  },
  uptime: {
    title: 'Podcast health',
    up: 'Up',
    down: 'Down',
    noData: 'No checks yet.',
    tooltip: '{{time}} {{status}}',
  },
};
