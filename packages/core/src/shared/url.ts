import { z } from 'zod';
import { keyed } from '../i18n/issue.ts';

/** Schemes a stored link may use; `javascript:` and `data:` can never become an href. */
export const SAFE_LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;

export const MAX_URL_LENGTH = 2048;

/** True when `value` parses as a URL whose scheme is one of SAFE_LINK_SCHEMES. */
export function isSafeLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return (SAFE_LINK_SCHEMES as readonly string[]).includes(url.protocol);
}

/** True for absolute http(s) addresses only: feeds, images and pages the server fetches. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const safeLink = z
  .string()
  .max(MAX_URL_LENGTH)
  .refine(isSafeLink, { message: keyed('messages:validation.invalidLink') });

export const httpUrl = z
  .string()
  .max(MAX_URL_LENGTH)
  .refine(isHttpUrl, { message: keyed('app:validation.invalidHttpAddress') });
