import { describe, expect, it } from 'vitest';
import { issueIn } from '../i18n/issue.ts';
import { isReservedSlug, publicLink, slugKey, slugSchema } from './slug.ts';

/** The first message a link alias fails with, in English (SPEC.md's words), or null when fine. */
function slugError(slug: unknown): string | null {
  const result = slugSchema.safeParse(slug);
  if (result.success) return null;
  return issueIn('en', result.error.issues[0]?.message ?? '');
}

describe('link alias (slug) validation', () => {
  it("is required: 'Please input your project link alias!'", () => {
    expect(slugError('')).toBe('Please input your project link alias!');
    expect(slugError('   ')).toBe('Please input your project link alias!');
    expect(slugError(undefined)).toBe('Please input your project link alias!');
  });

  it("allows letters and digits only: 'Slug does not allow special characters'", () => {
    for (const slug of ['my-show', 'my show', 'show!', 'émission', 'a/b']) {
      expect(slugError(slug)).toBe('Slug does not allow special characters');
    }
    expect(slugError('MyShow2024')).toBeNull();
  });

  it('refuses the reserved words whatever their case', () => {
    expect(slugError('dashboard')).toBe(
      'The link alias dashboard is reserved, please choose another one.',
    );
    expect(slugError('SignIn')).toBe(
      'The link alias SignIn is reserved, please choose another one.',
    );
    for (const word of ['api', 'parser', 'uploads', 'assets', 'quickstart', 'projects', 'admin']) {
      expect(isReservedSlug(word)).toBe(true);
    }
    expect(isReservedSlug('dailyshow')).toBe(false);
  });

  it('is at most 64 characters', () => {
    expect(slugError('a'.repeat(64))).toBeNull();
    expect(slugError('a'.repeat(65))).toBe('Link alias must be at most 64 characters.');
  });

  it('trims the alias before storing it, keeping its case', () => {
    expect(slugSchema.parse('  MyShow ')).toBe('MyShow');
  });

  it('compares aliases without case', () => {
    expect(slugKey(' MyShow ')).toBe(slugKey('myshow'));
  });

  it("the public link is the product's domain followed by the slug", () => {
    expect(publicLink('https://podpie.example/', 'myshow')).toBe('https://podpie.example/myshow');
    expect(publicLink('http://localhost:3000', 'a1')).toBe('http://localhost:3000/a1');
  });
});
