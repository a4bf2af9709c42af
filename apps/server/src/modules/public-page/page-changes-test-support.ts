import type { Redis } from 'ioredis';
import { pageChangesChannel } from './page-changes.ts';

/** How many processes listen for page changes, once any does (tests wait before publishing). */
export async function pageChangesReady(redis: Redis, channel = pageChangesChannel(redis)) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const counts = (await redis.pubsub('NUMSUB', channel)) as [string, number];
    if (Number(counts[1]) > 0) return Number(counts[1]);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return 0;
}
