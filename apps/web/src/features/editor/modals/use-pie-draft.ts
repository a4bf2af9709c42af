import { type Pie, pieSchema } from '@podpie/core';
import { useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateIssue } from '../../../shared/zod-rule.ts';
import { LiveDraftContext } from '../state/live-draft.ts';

export type FieldErrors = Partial<Record<keyof Pie, string>>;

export type PieDraft = {
  pie: Pie;
  set: (patch: Partial<Pie>) => void;
  errors: FieldErrors;
  /** Checks the draft against the shared schema; the valid block, or null with errors shown. */
  validate: (extra?: (pie: Pie) => FieldErrors) => Pie | null;
};

const PIE_FIELDS = new Set<string>(Object.keys(pieSchema.shape));
const isPieField = (key: PropertyKey): key is keyof Pie =>
  typeof key === 'string' && PIE_FIELDS.has(key);

/**
 * The copy of a block a modal edits; nothing is saved until Done, but the page preview beside
 * the modal draws it as the owner types.
 */
export function usePieDraft(initial: Pie): PieDraft {
  const { t } = useTranslation();
  const [pie, setPie] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const showLive = useContext(LiveDraftContext);
  useEffect(() => showLive(pie), [showLive, pie]);
  useEffect(() => () => showLive(null), [showLive]);

  const set = useCallback((patch: Partial<Pie>) => {
    setPie((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) if (isPieField(key)) delete next[key];
      return next;
    });
  }, []);

  const validate = useCallback(
    (extra?: (pie: Pie) => FieldErrors) => {
      const found: FieldErrors = {};
      for (const [field, message] of Object.entries(extra?.(pie) ?? {})) {
        if (isPieField(field) && message) found[field] = translateIssue(t, message);
      }
      const parsed = pieSchema.safeParse(pie);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path[0];
          if (field !== undefined && isPieField(field)) {
            found[field] ??= translateIssue(t, issue.message);
          }
        }
      }
      setErrors(found);
      if (Object.keys(found).length > 0 || !parsed.success) return null;
      return parsed.data;
    },
    [pie, t],
  );

  return { pie, set, errors, validate };
}
