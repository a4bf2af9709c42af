import type { Namespace } from './dictionary.ts';

// Apart from `resources` so the browser can name the namespaces without loading every language.
/** The namespaces of `resources`, for i18next's `ns` option. */
export const NAMESPACES: readonly Namespace[] = [
  'common',
  'auth',
  'dashboard',
  'editor',
  'blocks',
  'quickstart',
  'messages',
  'settings',
  'integrations',
  'page',
  'app',
  'editorExtra',
  'access',
  'domains',
  'design',
];
