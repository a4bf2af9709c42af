import { createHash, randomBytes } from 'node:crypto';

/**
 * Hashes a visitor as (client address, project) under a salt made at random for one
 * UTC day and held only in this process's memory: once the day is over the salt is dropped, and
 * no stored hash can be traced back to an address, not even by us. The user agent is left out: a
 * script sending a new one with each request would otherwise be a new visitor each time.
 */
export function createVisitorHasher(random: (size: number) => Buffer = randomBytes) {
  let saltDay = '';
  let salt: Buffer = Buffer.alloc(0);
  return (day: string, address: string, projectId: number): string => {
    if (day !== saltDay) {
      saltDay = day;
      salt = random(32);
    }
    return createHash('sha256')
      .update(salt)
      .update(`${address}\n${projectId}`)
      .digest('base64url')
      .slice(0, 22);
  };
}
