// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { linkPrefix } from './alias-form.tsx';
import { formatCreated } from './project-card.tsx';

describe('project card texts', () => {
  it('shows the created date as MM/dd/yyyy', () => {
    expect(formatCreated('2024-03-07T10:00:00')).toBe('03/07/2024');
  });

  it('shows the address before the alias without the scheme', () => {
    expect(linkPrefix('https://podpie.example/myshow', 'myshow')).toBe('podpie.example/');
    expect(linkPrefix('http://localhost:3100/abc', 'abc')).toBe('localhost:3100/');
  });
});
