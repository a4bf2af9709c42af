import { brandIcons } from './brand-icons.ts';
import type { IconResolver } from './icon-shape.ts';
import { solidIcons } from './solid-icons.ts';

/**
 * Every free solid and brand icon of the picker. Heavy (it holds both packs), so it lives behind
 * its own entry point: the server passes it to <Page icons> to draw any icon an owner picked.
 */
export const allIcons: IconResolver = (group, name) =>
  solidIcons(group, name) ?? brandIcons(group, name);
