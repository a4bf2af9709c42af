// The body of a parse worker thread: one task in, one outcome out, for as long as the pool keeps it.
import { parentPort } from 'node:worker_threads';
import { type ParseTask, runParseTask } from './parse-jobs.ts';

parentPort?.on('message', (task: ParseTask) => {
  try {
    parentPort?.postMessage({ ok: true, outcome: runParseTask(task) });
  } catch (error) {
    parentPort?.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : 'failed',
    });
  }
});

parentPort?.postMessage({ ready: true });
