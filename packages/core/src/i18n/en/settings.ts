export const settings = {
  project: {
    title: 'Embed and Sharing Analytics',
    googleAnalyticsId: 'Google Analytics ID',
    googleAnalyticsPlaceholder: 'G-XXXXXXXXXX',
    facebookPixelId: 'Facebook Pixel ID',
    facebookPixelPlaceholder: '123456789012345',
    save: 'Save Changes',
    cancel: 'Cancel',
  },
  password: {
    title: 'Reset password',
    account: 'Account: {{email}}',
    newPassword: 'New password',
    verifyPassword: 'Verify password',
    save: 'Save Changes',
    cancel: 'Cancel',
  },
  pageLanguage: {
    label: 'Page language',
    help: "The labels of your public page (countdowns, 'Listen', the footer) are in this language, whatever your visitors' browsers use.",
  },
};
