// The auth answers' schemas, declared once in core; auth.ts loads this module with the first call
// so zod is not part of the sign-in screen's first download.
export {
  accountAnswer,
  forgotPasswordAnswer,
  passwordChangeAnswer,
  resetPasswordAnswer,
  signInAnswer,
  signOutAnswer,
  validateTokenAnswer,
  verifyEmailAnswer,
  webauthnOptionsAnswer,
} from '@podpie/core';
