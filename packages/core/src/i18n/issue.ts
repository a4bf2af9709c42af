import type { TranslationKey } from './dictionary.ts';
import { en } from './en/index.ts';
import { lookupIn, type TranslationVars } from './lookup.ts';
import { NAMESPACES } from './namespaces.ts';
import { translate } from './translate.ts';

/**
 * A validation message of core's schemas is a translation key, with its values after a space as
 * JSON: `app:validation.slugReserved {"slug":"dashboard"}`. Zod only carries a string, and this
 * string survives zod, Fastify's validation errors and the wire unchanged.
 */
export function keyed(key: TranslationKey, values?: TranslationVars): string {
  return values ? `${key} ${JSON.stringify(values)}` : key;
}

export type KeyedMessage = { key: TranslationKey; values: TranslationVars };

const KEY_SHAPE = /^([a-z]+:[A-Za-z0-9_.]+)(?: (\{.*\}))?$/;

function isVars(value: unknown): value is TranslationVars {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

/**
 * The key and values of a keyed message, if `known` holds its key; null for any other text
 * (shown as written). The browser asks i18next, which holds only the dictionaries it loaded.
 */
export function readKeyedWith(
  message: string,
  known: (key: TranslationKey) => boolean,
): KeyedMessage | null {
  const match = KEY_SHAPE.exec(message);
  if (!match?.[1]) return null;
  const key = match[1] as TranslationKey;
  if (!known(key)) return null;
  if (!match[2]) return { key, values: {} };
  try {
    const values: unknown = JSON.parse(match[2]);
    return isVars(values) ? { key, values } : null;
  } catch {
    return null;
  }
}

// English alone tells a key of ours (the dictionaries test keeps every language's keys in step).
const inEnglish = (key: TranslationKey) => lookupIn(en, key) !== undefined;

/** The key and values of a keyed message; null for any other text (shown as written). */
export function readKeyed(message: string): KeyedMessage | null {
  return readKeyedWith(message, inEnglish);
}

const inOurNamespaces = (key: TranslationKey) =>
  (NAMESPACES as readonly string[]).includes(key.slice(0, key.indexOf(':')));

/**
 * readKeyed by the key's shape and namespace alone, for the browser, which holds only the
 * dictionaries it loaded: i18next then tells whether it has the text (see translateIssueWith).
 */
export function readKeyShape(message: string): KeyedMessage | null {
  return readKeyedWith(message, inOurNamespaces);
}

/** Turns a key and its values into text: i18next's `t` in the app, `translate` elsewhere. */
export type Translator = (key: TranslationKey, values: TranslationVars) => string;

/**
 * The one way a validation message reaches a person, in forms, block modals and server answers:
 * a keyed message in the reader's language, any other text as it is.
 */
export function translateIssue(t: Translator, message: string): string {
  return translateIssueWith(t, message, inEnglish);
}

/** translateIssue with `known` telling which keys are ours (see readKeyedWith). */
export function translateIssueWith(
  t: Translator,
  message: string,
  known: (key: TranslationKey) => boolean,
): string {
  const keyedMessage = readKeyedWith(message, known);
  return keyedMessage ? t(keyedMessage.key, keyedMessage.values) : message;
}

/** A validation message in one language, for code without i18next (the server's answers). */
export function issueIn(language: string, message: string): string {
  return translateIssue((key, values) => translate(language, key, values), message);
}
