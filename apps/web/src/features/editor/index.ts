// The editor feature's public surface: the screen for the router, and the draft storage the
// quick start and sign-up share with it.

export { clearDraft, type Draft, readDraft, writeDraft } from './draft-storage.ts';
export { EditorScreen, EditorScreen as default } from './editor-screen.tsx';
