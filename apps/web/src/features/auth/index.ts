// The auth feature's surface for other features: the editor's register modal signs up with these.
export { EmailPasswordFields } from './email-password-fields.tsx';
export { useSignUp } from './use-auth-actions.ts';
