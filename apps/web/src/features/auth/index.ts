// The auth feature's surface for other features: the editor's register modal signs up, or in,
// with these.
export { EmailPasswordFields } from './email-password-fields.tsx';
export { publishDraftAt, type SignInValues, useSignIn, useSignUp } from './use-auth-actions.ts';
