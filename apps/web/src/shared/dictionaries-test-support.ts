import type { Dictionary, Language } from '@podpie/core';
import { cn } from '@podpie/core/i18n/cn';
import { en } from '@podpie/core/i18n/en';
import { tw } from '@podpie/core/i18n/tw';

/** Every language at once, for tests that switch languages without loading chunks. */
export const resources: Record<Language, Dictionary> = { en, cn, tw };
