import { type Pie, pieLabel } from '@podpie/core';
import type { TFunction } from 'i18next';

/**
 * A block as the owner knows it, for screen readers: pieLabel (its title, its catalogue name, its
 * kind in the owner's language), except that a name the owner typed (a tip badge's) comes before
 * the kind.
 */
export function blockLabel(pie: Pie, t: TFunction): string {
  const typed = pie.name?.trim();
  // Names such as 'APPLE-PODCAST' are catalogue keys, not words the owner wrote.
  const ownName = typed && !/^[A-Z0-9_-]+$/.test(typed) ? typed : undefined;
  return pieLabel(pie, (type) => ownName ?? t(`blocks:types.${type}`));
}
