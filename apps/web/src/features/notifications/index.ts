// The notifications feature's surface for other features: show a notice, word a server's refusal.
export type { Notice, NoticeText } from './notifier.ts';
export { notifier, notify } from './notify.ts';
export { serverMessage } from './server-message.ts';
