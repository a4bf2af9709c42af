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
};
