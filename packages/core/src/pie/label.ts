import { findDirectory } from '../catalogue/directories.ts';
import { MESSENGER_TEMPLATES } from '../catalogue/messengers.ts';
import { socialTemplate } from '../catalogue/socials.ts';
import type { Pie } from './schema.ts';
import type { MainType } from './types.ts';

/**
 * What an owner or a screen reader calls a block: its own title, else its catalogue name
 * ('Apple Podcasts'), else its kind in the reader's language. Never a stored key such as
 * 'MAIN-BLOCK' or 'APPLE-PODCAST'.
 */
export function pieLabel(
  pie: Pick<Pie, 'title' | 'name' | 'main_type'>,
  kindName: (mainType: MainType) => string,
): string {
  const title = pie.title?.trim();
  if (title) return title;
  const catalogue =
    pie.main_type === 'PODCAST-NETWORK'
      ? findDirectory(pie.name)?.label
      : pie.main_type === 'SOCIAL-NETWORKS'
        ? socialTemplate(pie.name)?.label
        : pie.main_type === 'MESSENGERS'
          ? MESSENGER_TEMPLATES.find((template) => template.name === pie.name)?.label
          : undefined;
  return catalogue ?? kindName(pie.main_type);
}
