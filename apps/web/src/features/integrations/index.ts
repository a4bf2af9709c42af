// The mailing integrations' surface for other features: the dashboard's subscribers button and the
// wording of a mailing service's refusal for the editor's sign-up block.
export { mailingError } from './server-message.ts';
export { SubscribersButton } from './subscribers-button.tsx';
