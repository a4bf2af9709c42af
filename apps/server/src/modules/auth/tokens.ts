import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a URL or header: `bytes` of entropy, base64url. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens and passcodes are stored as their sha256 only. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
