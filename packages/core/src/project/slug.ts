import { z } from 'zod';
import { keyed } from '../i18n/issue.ts';

export const SLUG_MAX_LENGTH = 64;
const SLUG_REQUIRED = keyed('messages:validation.slugRequired');
const SLUG_CHARACTERS = keyed('messages:validation.slugSpecialCharacters');
const SLUG_TOO_LONG = keyed('app:validation.slugTooLong');
const slugReserved = (slug: string) => keyed('app:validation.slugReserved', { slug });

/**
 * One-word paths the app, the API and the web server answer themselves, so a page there could
 * never be reached or would shadow them (ARCHITECTURE.md "URLs").
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'beta',
  'betauserinvite',
  'blog',
  'changepassword',
  'contact',
  'dashboard',
  'docs',
  'favicon',
  'health',
  'healthz',
  'help',
  'home',
  'index',
  'integrations',
  'login',
  'logout',
  'metrics',
  'new',
  'null',
  'opt',
  'optout',
  'optoutcampaign',
  'parser',
  'podpie',
  'privacy',
  'project',
  'projects',
  'projectsetup',
  'public',
  'qr',
  'quickstart',
  'quickstartproject',
  'register',
  'robots',
  'settings',
  'signin',
  'signout',
  'signup',
  'sitemap',
  'static',
  'status',
  'support',
  'terms',
  'undefined',
  'uploads',
  'v1',
  'www',
]);

/** Slugs are compared without case: MyShow and myshow are the same page. */
export function slugKey(slug: string): string {
  return slug.trim().toLowerCase();
}

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slugKey(slug));
}

/**
 * The link alias of a project: required, letters and digits only, at most 64 characters, and
 * none of the reserved words. Used by the server for API bodies and by the web form.
 */
export const slugSchema = z
  .string({ error: SLUG_REQUIRED })
  .trim()
  .min(1, { message: SLUG_REQUIRED })
  .regex(/^[A-Za-z0-9]*$/, { message: SLUG_CHARACTERS })
  .max(SLUG_MAX_LENGTH, { message: SLUG_TOO_LONG })
  .refine((slug) => !isReservedSlug(slug), {
    error: (issue) => slugReserved(String(issue.input)),
  });

/** SPEC.md §9: the public link is the product's domain followed by the slug. */
export function publicLink(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/${slug}`;
}
