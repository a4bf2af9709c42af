import { translateIssueWith } from '@podpie/core';
import type { TFunction } from 'i18next';

type Checkable = {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: Array<{ message: string }> } };
};

/**
 * A message of core's schemas or of the server in the interface language: core's messages are
 * translation keys with their values (see `keyed` in @podpie/core); any other text is shown as
 * written, so a message nobody keyed yet stays visible rather than lost.
 */
export function translateIssue(t: TFunction, message: string): string {
  // Asking i18next rather than core's English keeps every dictionary out of the app's entry.
  const known = (key: string) => t(key, { defaultValue: MISSING }) !== MISSING;
  return translateIssueWith((key, values) => t(key, values), message, known);
}

const MISSING = '\u0000';

/**
 * An antd Form rule that checks a field with a core zod schema, so the form and the server agree
 * on what is valid (STYLE.md: one form approach, antd Form + the zod schema from core).
 */
export function zodRule(schema: Checkable, t: TFunction) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) {
        throw new Error(translateIssue(t, result.error.issues[0]?.message ?? ''));
      }
    },
  };
}
