import { DEFAULT_ICON_COLOUR } from '../constants.ts';
import { makePie, type Pie, type PieInput } from './schema.ts';
import type { IconGroup, MainType } from './types.ts';

/** A catalogue entry from which a block is made: the fields it fills plus how it is listed. */
export interface PieTemplate {
  main_type: MainType;
  /** The block's `name`, e.g. TELEGRAM or APPLE-PODCAST. */
  name: string;
  /** What the owner sees in the editor, e.g. Apple Podcasts. */
  label: string;
  placeholder: string | null;
  is_username: boolean;
  icon_group: IconGroup;
  icon_name: string;
  /** Position inside its catalogue, from 1. */
  order: number;
}

/** Fills the template's fields into a block with the given id, sort_order and extra fields. */
export function pieFromTemplate(
  template: PieTemplate,
  id: number,
  sortOrder: number,
  extra: Partial<PieInput> = {},
): Pie {
  return makePie({
    main_type: template.main_type,
    name: template.name,
    placeholder: template.placeholder,
    is_username: template.is_username,
    icon_group: template.icon_group,
    icon_name: template.icon_name,
    icon_color: DEFAULT_ICON_COLOUR,
    ...extra,
    id,
    sort_order: sortOrder,
  });
}
