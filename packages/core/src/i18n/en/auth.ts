export const auth = {
  signIn: {
    headline: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    noAccount: "Don't have an account?",
    toSignUp: 'Sign up',
    coverAlt: 'A podcast host at the microphone',
    signingIn: 'Signing you in...',
  },
  signUp: {
    headline: 'Sign up',
    email: 'Email',
    password: 'Password',
    submit: 'Sign up',
    haveAccount: 'Already have an account?',
    toSignIn: 'Sign in',
  },
  placeholders: {
    email: 'you@example.com',
    password: 'Your password',
  },
  betaInvite: {
    title: 'Welcome to the Podpie beta',
  },
  twoStep: {
    title: 'Two-step code',
    intro: 'Enter the six-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Code',
    submit: 'Verify',
    back: 'Back',
  },
  passkey: {
    or: 'or',
    signIn: 'Sign in with a passkey',
    failed: 'Signing in with a passkey did not work. Please try again or use your password.',
  },
  forgot: {
    link: 'Forgot password?',
    headline: 'Forgot password',
    intro: 'Enter the e-mail of your account and we will send you a link to choose a new password.',
    submit: 'Send link',
    sent: 'If an account uses this address, a link to choose a new password is on its way. It works for one hour.',
    notConfigured:
      'Mail is not configured on this server, so no e-mail was sent. The link was written to the server log: ask the person who runs this Podpie to pass it on.',
    backToSignIn: 'Back to sign in',
  },
  reset: {
    headline: 'Choose a new password',
    submit: 'Save new password',
    done: 'Your password has been changed. Please sign in.',
    invalid: 'This link has expired or was already used. Please ask for a new one.',
    missingToken: 'This link is incomplete. Please open the link from the e-mail again.',
    askAgain: 'Ask for a new link',
  },
  invite: {
    alreadyUsed:
      'This invite link was already used. Please sign in with your e-mail and password, or choose a new one with "Forgot password?".',
  },
  mail: {
    resetSubject: 'Choose a new Podpie password',
    resetBody:
      'Someone (hopefully you) asked to choose a new password for your Podpie account.\n\nOpen this link within one hour to choose it:\n{{link}}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.\n',
    burstSubject: 'Many failed sign-ins to your Podpie account',
    burstBody:
      'In the last minutes there were {{count}} failed attempts to sign in to your Podpie account ({{email}}), from other devices than yours.\n\nYour account is safe as long as your password is: sign-ins from your own devices and passkeys are not slowed. If you think someone knows your password, change it now:\n{{securityUrl}}\n\nTurning on two-step codes or adding a passkey keeps a guessed password from being enough.\n',
    verifySubject: 'Verify your e-mail address for Podpie',
    verifyBody:
      'Please confirm that {{email}} is the address of your Podpie account by opening this link within one day:\n{{link}}\n\nIf you did not ask for this, ignore this e-mail; nothing changes.\n',
    addressChangeSubject: 'Your Podpie account is moving to another e-mail address',
    addressChangeBody:
      'Someone signed in to your Podpie account asked to use {{email}} instead of this address. The change happens once the link mailed to {{email}} is opened.\n\nIf this was not you, change your password now:\n{{securityUrl}}\n',
  },
};
