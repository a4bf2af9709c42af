import type { Dictionary } from '@podpie/core';
import { access } from '@podpie/core/i18n/en/access';
import { app } from '@podpie/core/i18n/en/app';
import { auth } from '@podpie/core/i18n/en/auth';
import { blocks } from '@podpie/core/i18n/en/blocks';
import { common } from '@podpie/core/i18n/en/common';
import { editor } from '@podpie/core/i18n/en/editor';
import { editorExtra } from '@podpie/core/i18n/en/editor-extra';
import { messages } from '@podpie/core/i18n/en/messages';
import { page } from '@podpie/core/i18n/en/page';
import type { i18n } from 'i18next';
import { LATER_NAMESPACES } from './later-namespaces.ts';

type Later = (typeof LATER_NAMESPACES)[number];

/**
 * English as far as this page's code has it: the namespaces of the sign-in screens and the
 * editor ship with the entry; each of the others arrives with the screens that use it. The
 * object grows as their chunks load.
 */
export const english: Partial<Dictionary> = {
  common,
  auth,
  editor,
  blocks,
  messages,
  page,
  app,
  editorExtra,
  access,
};

// Weak, so the many short-lived instances of the unit tests are not kept.
const instances = new Set<WeakRef<i18n>>();

/** An instance to give the namespaces of screens loaded after it was made. */
export function followEnglish(instance: i18n): void {
  instances.add(new WeakRef(instance));
}

/**
 * Adds a screen's English namespace before its module's components can draw: a route's chunk is
 * evaluated before the router draws it, so no key is ever shown untranslated.
 */
export function addEnglish<N extends Later>(namespace: N, texts: Dictionary[N]): void {
  if (english[namespace] !== undefined) return;
  (english as Record<N, Dictionary[N]>)[namespace] = texts;
  for (const reference of instances) {
    const instance = reference.deref();
    if (instance === undefined) instances.delete(reference);
    else if (!instance.hasResourceBundle('en', namespace)) {
      instance.addResourceBundle('en', namespace, texts);
    }
  }
}

const LOADERS: Record<Later, () => Promise<unknown>> = {
  dashboard: () => import('./texts/dashboard.ts'),
  settings: () => import('./texts/settings.ts'),
  integrations: () => import('./texts/integrations.ts'),
  domains: () => import('./texts/domains.ts'),
  quickstart: () => import('./texts/quickstart.ts'),
  design: () => import('./texts/design.ts'),
};

const isLater = (namespace: string): namespace is Later =>
  (LATER_NAMESPACES as readonly string[]).includes(namespace);

/**
 * The loading of the English namespace a keyed text from the server needs when no screen brought
 * it yet (a mailing service's refusal, integrations:, can reach the editor's notices by key);
 * null when there is nothing to load.
 */
export function englishFor(text: string): Promise<unknown> | null {
  const namespace = text.slice(0, text.indexOf(':'));
  return isLater(namespace) && english[namespace] === undefined ? LOADERS[namespace]() : null;
}
