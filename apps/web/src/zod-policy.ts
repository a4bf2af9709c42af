import { config } from 'zod/v4/core';

// Zod probes whether it may compile its parsers with `new Function`. The app's policy forbids
// eval, so the probe only ever fails, and each failure is a policy violation the browser reports
// (Lighthouse counts it against best practices); the parsers it falls back to are the same.
// Set from the entry, before any route's code loads: route chunks parse while they load, so a
// later place misses the first parse. It costs the sign-in page 3 KB (Zod's core).
config({ jitless: true });
