import type { Dictionary } from '../dictionary.ts';
import { access } from './access.ts';
import { app } from './app.ts';
import { auth } from './auth.ts';
import { blocks } from './blocks.ts';
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { design } from './design.ts';
import { domains } from './domains.ts';
import { editor } from './editor.ts';
import { editorExtra } from './editor-extra.ts';
import { integrations } from './integrations.ts';
import { messages } from './messages.ts';
import { page } from './page.ts';
import { quickstart } from './quickstart.ts';
import { settings } from './settings.ts';

/** The Simplified Chinese texts. */
export const cn: Dictionary = {
  common,
  auth,
  dashboard,
  editor,
  blocks,
  quickstart,
  messages,
  settings,
  integrations,
  page,
  app,
  editorExtra,
  access,
  domains,
  design,
};
