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
  },
};
