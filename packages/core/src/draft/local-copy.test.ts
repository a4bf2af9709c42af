import { describe, expect, it } from 'vitest';
import { chooseCopy, isPublishOffered } from './local-copy.ts';

const older = '2024-05-01T10:00:00.000Z';
const newer = '2024-05-01T10:00:01.000Z';

describe('local draft versus server copy', () => {
  it('the local copy wins when it is newer', () => {
    expect(chooseCopy(newer, older)).toBe('local');
  });

  it('the local copy wins when it is exactly as new', () => {
    expect(chooseCopy(older, older)).toBe('local');
    expect(chooseCopy(Date.parse(older), older)).toBe('local');
  });

  it('the server copy replaces an older local copy', () => {
    expect(chooseCopy(older, newer)).toBe('server');
  });

  it('without a readable local copy the server copy is used; without a server copy the local one', () => {
    expect(chooseCopy(null, older)).toBe('server');
    expect(chooseCopy('', older)).toBe('server');
    expect(chooseCopy('garbage', older)).toBe('server');
    expect(chooseCopy(older, null)).toBe('local');
  });

  it('publish is offered only when the local copy is newer', () => {
    expect(isPublishOffered(newer, older)).toBe(true);
    expect(isPublishOffered(older, older)).toBe(false);
    expect(isPublishOffered(older, newer)).toBe(false);
    expect(isPublishOffered(undefined, newer)).toBe(false);
    expect(isPublishOffered(older, undefined)).toBe(true);
  });
});
