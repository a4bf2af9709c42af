export const integrations = {
  title: 'Integrations',
  addNew: 'Add new integration',
  empty: 'No mailing integrations yet.',
  columns: {
    account: 'Account e-mail',
    service: 'Service',
  },
  delete: 'Delete',
  deleteConfirm: 'Remove this integration?',
  providers: {
    mailchimp: 'Mailchimp',
  },
  connecting: 'Connecting your mailing provider...',
};
