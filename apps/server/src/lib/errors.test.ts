import { describe, expect, it } from 'vitest';
import { describeIssue } from './errors.ts';

describe('validation messages', () => {
  it('keep a message written for users as it is', () => {
    expect(
      describeIssue({
        keyword: 'custom',
        instancePath: '/slug',
        message: 'Slug does not allow special characters',
      }),
    ).toBe('Slug does not allow special characters');
  });

  it("name the field of zod's own messages", () => {
    expect(
      describeIssue({
        keyword: 'invalid_type',
        instancePath: '/degree',
        message: 'Invalid input: expected number, received string',
      }),
    ).toBe('degree: Invalid input: expected number, received string');
  });

  it('say which block of a list is wrong', () => {
    expect(
      describeIssue({
        keyword: 'custom',
        instancePath: '/pies/3/link_value',
        message: 'Please enter a valid link (http, https, mailto or tel).',
      }),
    ).toBe('pies[3].link_value: Please enter a valid link (http, https, mailto or tel).');
  });

  it('name unknown fields', () => {
    expect(
      describeIssue({
        keyword: 'unrecognized_keys',
        instancePath: '',
        message: 'Unrecognized keys: "a", "b"',
        params: { keys: ['a', 'b'] },
      }),
    ).toBe('Unknown fields "a", "b".');
  });
});
