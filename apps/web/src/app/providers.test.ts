import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { createQueryClient } from './providers.tsx';

/** How many times the app's query client asks before it gives up on `failure`. */
async function attemptsUntilGivenUp(failure: Error): Promise<number> {
  const client = createQueryClient();
  let attempts = 0;
  await client
    .fetchQuery({
      queryKey: ['answer'],
      queryFn: () => {
        attempts += 1;
        return Promise.reject(failure);
      },
      retryDelay: 0,
    })
    .catch(() => undefined);
  return attempts;
}

describe('the query client', () => {
  it('says at once that a project is not found, without asking again', async () => {
    expect(await attemptsUntilGivenUp(new ApiError(404, 'Not Found', { errors: ['gone'] }))).toBe(
      1,
    );
    expect(await attemptsUntilGivenUp(new ApiError(403, 'Forbidden', {}))).toBe(1);
  });

  it('asks once more after a dropped connection, a server error or a rate limit', async () => {
    expect(await attemptsUntilGivenUp(new TypeError('Failed to fetch'))).toBe(2);
    expect(await attemptsUntilGivenUp(new ApiError(502, 'Bad Gateway', {}))).toBe(2);
    expect(await attemptsUntilGivenUp(new ApiError(429, 'Too Many Requests', {}))).toBe(2);
  });
});
