import { OPEN_DIRECTORY_TEMPLATES } from '../catalogue/directories.ts';
import { MESSENGER_TEMPLATES } from '../catalogue/messengers.ts';
import { SOCIAL_TEMPLATES } from '../catalogue/socials.ts';
import { FIRST_SORT_ORDER } from '../constants.ts';
import type { Pie } from './schema.ts';
import { type Random, tempId } from './temp-id.ts';
import { type PieTemplate, pieFromTemplate } from './template.ts';
import { MAIN_TYPES } from './types.ts';

const typeRank = (template: PieTemplate) => MAIN_TYPES.indexOf(template.main_type);

/**
 * The default messenger, social and podcast blocks of a new page: merged, ordered by main type
 * (messengers, socials, podcasts) then catalogue order, renumbered from 1, each with a fresh
 * temporary id. Shut-down directories are left out: they are never offered for a new link.
 */
export function piesFromDefaults(random: Random): Pie[] {
  const templates: PieTemplate[] = [
    ...MESSENGER_TEMPLATES,
    ...SOCIAL_TEMPLATES,
    ...OPEN_DIRECTORY_TEMPLATES,
  ].sort((a, b) => typeRank(a) - typeRank(b) || a.order - b.order);
  return templates.map((template, index) =>
    pieFromTemplate(template, tempId(random), FIRST_SORT_ORDER + index),
  );
}
