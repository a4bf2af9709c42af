import type { TFunction } from 'i18next';

type Checkable = {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: Array<{ message: string }> } };
};

/**
 * The English messages of the core zod schemas and the translation key of each. A message not
 * listed is shown as written, so a new schema message is visible (in English) rather than lost.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'Please input your Email!': 'messages:validation.emailRequired',
  'Please input your Password!': 'messages:validation.passwordRequired',
  'Please input your project link alias!': 'messages:validation.slugRequired',
  'Slug does not allow special characters': 'messages:validation.slugSpecialCharacters',
  'Please choose a valid colour.': 'messages:validation.invalidColour',
  'Please enter a valid email address.': 'app:validation.invalidEmail',
  'Password must be at least 8 characters.': 'app:validation.passwordTooShort',
  'Please verify your password.': 'messages:validation.verifyPasswordRequired',
  "Passwords don't match.": 'app:validation.passwordsDontMatch',
  'Google Analytics id looks like G-XXXXXXX or UA-XXXX-Y.': 'app:validation.googleAnalyticsId',
  'Facebook pixel id is made of digits only.': 'app:validation.facebookPixelId',
  'Link alias must be at most 64 characters.': 'app:validation.slugTooLong',
};

const RESERVED_SLUG = /^The link alias (.+) is reserved, please choose another one\.$/;

/** A schema message in the interface language. */
export function translateIssue(t: TFunction, message: string): string {
  const key = MESSAGE_KEYS[message];
  if (key) return t(key);
  const reserved = RESERVED_SLUG.exec(message);
  return reserved ? t('app:validation.slugReserved', { slug: reserved[1] }) : message;
}

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
