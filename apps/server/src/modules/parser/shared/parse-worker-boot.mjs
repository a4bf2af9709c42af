// A parse worker's entry. Node 20 does not pass the server's `--import tsx` hooks on to worker
// threads, so the worker registers them itself before loading its TypeScript body.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
