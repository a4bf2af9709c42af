import type { Pie, ProjectBody } from '@podpie/core';
import { hasErrorCode } from '../../../api/client.ts';

/** What the owner answered at the first publish: an address, or the random one kept. */
export type AddressChoice = { slug: string } | { keepRandom: true };

/** The part of a project body that carries the choice to the server. */
export type AddressBody = Pick<ProjectBody, 'slug' | 'address_chosen'>;

export function addressBody(choice: AddressChoice): AddressBody {
  return 'slug' in choice ? { slug: choice.slug } : { address_chosen: true };
}

/** The server refused the chosen address at publish (taken meanwhile); nothing was stored. */
export type AddressRefusal = { slug: string; reason: string };

/** The refusal's reason as a translatable message, or null when the error is another failure. */
export function refusalOf(error: unknown, choice: AddressChoice): AddressRefusal | null {
  if (!('slug' in choice)) return null;
  if (hasErrorCode(error, 'slug_taken'))
    return { slug: choice.slug, reason: 'app:errors.slug_taken' };
  if (hasErrorCode(error, 'slug_reserved')) {
    return { slug: choice.slug, reason: 'app:errors.slug_reserved' };
  }
  return null;
}

/** The show's name: the page title, which quick start fills with the podcast's name. */
export function showName(pies: readonly Pie[]): string {
  return pies.find((pie) => pie.main_type === 'HEADER-TITLE')?.title ?? '';
}
