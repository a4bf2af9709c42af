/** Texts of the web app's own screens (sidebar, beta invite, opt-out, form checks). */
export const app = {
  skipToContent: 'Skip to main content',
  menu: {
    open: 'Open menu',
    navigation: 'Main navigation',
  },
  auth: {
    showPassword: 'Show password',
  },
  validation: {
    invalidEmail: 'Please enter a valid email address.',
    passwordTooShort: 'Password must be at least 8 characters.',
    passwordsDontMatch: "Passwords don't match.",
    googleAnalyticsId: 'Google Analytics id looks like G-XXXXXXX or UA-XXXX-Y.',
    facebookPixelId: 'Facebook pixel id is made of digits only.',
    slugTooLong: 'Link alias must be at most 64 characters.',
    slugReserved: 'The link alias {{slug}} is reserved, please choose another one.',
    invalidHttpAddress: 'Please enter a valid http or https address.',
    feedItemCount: 'A feed block lists {{min}} to {{max}} episodes.',
    tooManyBlocks: 'A page holds at most {{max}} blocks.',
    fontSize: 'Font sizes are chosen from {{min}} to {{max}}.',
    placeholderTooLong: 'Please keep the placeholder to {{max}} characters.',
    emptyBlock: 'A block needs some content: a title, a description, a link, an image or an icon.',
  },
  betaInvite: {
    intro: 'Podpie is in beta, and new accounts are opened by invitation.',
    howItWorks:
      'An invitation arrives by e-mail with a personal sign-in link. Opening it signs you in and activates your account straight away.',
    noInvite: 'No invitation yet? You can create an account yourself and start building your page.',
    signUp: 'Sign up',
    signIn: 'I already have an account',
  },
  optOut: {
    working: 'Unsubscribing you...',
    failed: 'We could not unsubscribe you.',
    tryAgain: 'Please open the link from the e-mail again, or try once more.',
    retry: 'Try again',
    invalidLink: 'This unsubscribe link is not valid. Please open the link from our e-mail.',
  },
  /** What the app says for an API error code (ErrorCode in @podpie/core). */
  errors: {
    unauthorized: 'Please sign in again.',
    not_found: 'This was not found; it may have been deleted.',
    conflict: 'This page was changed elsewhere in the meantime.',
    payload_too_large: 'This is too large to send.',
    unsupported_media_type: 'Please upload a JPEG, PNG, WebP or GIF image.',
    email_taken: 'Email has already been taken.  Please try with another one.',
    slug_taken: 'This link alias is already taken, please choose another one.',
    slug_reserved:
      "This link alias was another page's address and still leads there; it stays reserved for that page until its owner frees it. Please choose another one.",
    not_a_feed: 'This address is not a podcast feed.',
    rate_limited: 'Too many tries; please wait a minute and try again.',
    upload_quota_exceeded:
      'You have uploaded too much today without an account. Sign up to upload more.',
    upload_daily_quota_exceeded:
      'Your account has uploaded as much as it may today; please try again tomorrow.',
    upload_total_quota_exceeded:
      'Your account holds as many uploaded images as it may. Images no page uses any more are removed after a day.',
    storage_full: 'The server has no room for more uploads right now; please try again later.',
    server_error: 'Something went wrong on our side. Please try again.',
    upstream_failed: 'The other site could not be reached; please try again.',
    unavailable: 'This is not available right now; please try again later.',
  },
  security: {
    codeRequired: 'Please enter the code from your authenticator app.',
    codeWrong: 'This code is not right. Please try again.',
    codesOff: 'Two-step codes are off, so there are no recovery codes to renew.',
    alreadyOn: 'Two-step codes are already on.',
    passkeyFailed: 'The passkey could not be checked. Please try again.',
    passkeyUnknown: 'This passkey is not known here. Please sign in with your password.',
    passkeyTaken: 'This passkey is already added.',
    passkeyLimit: 'You have as many passkeys as an account may hold. Remove one first.',
    noPasskeys: 'This account has no passkey yet. Add one under Account security first.',
  },
  password: {
    current: 'Current password',
    currentRequired: 'Please input your current password!',
    currentWrong: 'The current password is not correct.',
    notActivated: 'Please open your invite link again to activate your account first.',
    chooseTitle: 'Choose your password',
    chooseIntro:
      'You signed in with your invite link. Choose a password for {{email}} to sign in with next time.',
    chooseSave: 'Save password',
  },
  start: {
    title: 'How do you want to start?',
    welcome: 'Welcome! How do you want to start?',
    fromPodcast: 'Start from my podcast',
    fromPodcastHint:
      'Find your show and we build the page from its feed: title, artwork, directory badges and latest episodes.',
    blank: 'Blank page',
    blankHint: 'Start with an empty page and add the blocks you want.',
  },
  inviteUsed: {
    title: 'This invite link was already used',
    body: 'Sign in with your e-mail and password. No password yet, or forgotten it? Choose a new one:',
  },
  tabTitles: {
    signIn: 'Sign in',
    signUp: 'Sign up',
    forgotPassword: 'Forgot password',
    verifyEmail: 'Verify e-mail',
    resetPassword: 'Choose a new password',
    dashboard: 'Dashboard',
    integrations: 'Integrations',
    changePassword: 'Change password',
    accountSecurity: 'Account security',
    projectSettings: 'Project settings',
    analytics: 'Analytics',
    editor: 'Editor',
    quickstart: 'Quick start',
    betaInvite: 'Beta invite',
    optOut: 'Unsubscribe',
    notFound: 'Page not found',
  },
  verify: {
    cardTitle: 'E-mail address',
    current: 'Your address: {{email}}',
    verifiedTag: 'Verified',
    unverifiedTag: 'Not verified yet',
    newEmail: 'New address',
    changeSubmit: 'Send link to the new address',
    changeIntro:
      'We mail a link to the new address; your account moves to it once the link is opened, and your current address is told.',
    banner:
      'Please verify your e-mail address: we sent a link to {{email}}. Publishing works already; connecting a mailing service and exporting subscribers wait for it.',
    sendAgain: 'Send again',
    sent: 'A new link is on its way to {{email}}. It works for one day.',
    needed:
      'Please verify your e-mail address first: open the link we sent you, or ask for a new one on the dashboard.',
    linkInvalid:
      'This link has expired or was already used. Please ask for a new one on the dashboard.',
    done: 'Your e-mail address {{email}} is verified. Thank you!',
    checking: 'Checking your link…',
    title: 'Verify e-mail',
    toDashboard: 'Go to the dashboard',
    missingToken: 'This link is incomplete. Please open the link from the e-mail again.',
    changeRequested:
      'Open the link we sent to {{email}} to use it for your account. Until then your address stays {{current}}.',
    emailTaken: 'This address belongs to another account.',
    sameEmail: 'This is already your address.',
  },
};
