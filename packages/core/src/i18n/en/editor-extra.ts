/** Editor texts beyond the SPEC's (the 409 explanation, undo and redo, a new block's title). */
export const editorExtra = {
  conflictTitle: 'This page was changed somewhere else',
  conflictBody:
    'Since you opened it here, a newer copy of this page was published (in another tab or on another device). Load the newer copy to continue from it, or overwrite it with what you see here.',
  loadNewer: 'Load the newer copy',
  overwrite: 'Overwrite it',
  /** A 409 merged with the newer copy: the notice, and the choice for what both sides changed. */
  merge: {
    merged: 'Merged with changes from another device',
    conflictBody:
      'Some parts of this page were changed both here and somewhere else. Everything else is merged; choose which copy of each of these to keep.',
    keepMine: 'Keep mine',
    keepTheirs: 'Keep theirs',
    deleted: 'deleted',
    pageDesign: 'Page colours and design',
  },
  undo: 'Undo',
  redo: 'Redo',
  titleRequired: 'Please enter a title.',
  published: 'Published',
  resetDone: 'The draft was cleared.',
  moveBlock: 'Move block',
  addTitle: 'Add your title and description',
  password: 'Password',
  email: 'Email',
};
