// The editor feature's surface for other features: the draft storage the quick start and sign-up
// share with it. The router loads the editor screen itself from editor-screen.tsx, lazily.
export { clearDraft, type Draft, readDraft, writeDraft } from './draft-storage.ts';
