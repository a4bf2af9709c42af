// Untrusted documents are parsed on worker threads, never on the event loop: a slow document
// costs one worker, not every user's request. Each task has a time budget; a worker over it is
// terminated (a parse in progress cannot be interrupted any other way) and replaced on demand.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ParseOutcome, ParseTask } from './parse-jobs.ts';

/** How long one document may take to parse before it is refused (a 20 MB feed takes ~3 s). */
export const PARSE_TIME_BUDGET_MS = 10_000;
/** Heap a worker may use; a document needing more is refused rather than growing the server. */
const WORKER_HEAP_MB = 384;

export class DocumentTooSlowError extends Error {
  constructor() {
    super('the document takes too long to read');
    this.name = 'DocumentTooSlowError';
  }
}

export class DocumentTooLargeError extends Error {
  constructor() {
    super('the document needs too much memory to read');
    this.name = 'DocumentTooLargeError';
  }
}

type WorkerAnswer = { ok: true; outcome: ParseOutcome } | { ok: false; message: string };

interface Waiting {
  task: ParseTask;
  resolve: (outcome: ParseOutcome) => void;
  reject: (error: Error) => void;
}

const workerUrl = new URL('./parse-worker-boot.mjs', import.meta.url);

/** What a worker is doing: starting (tasks wait for it), idle, or running one task. */
interface Slot {
  worker: Worker;
  ready: boolean;
  current: { waiting: Waiting; timer: NodeJS.Timeout } | null;
}

export interface ParsePool {
  run(task: ParseTask): Promise<ParseOutcome>;
  close(): Promise<void>;
}

export const createParsePool = (options: { size?: number; budgetMs?: number } = {}): ParsePool => {
  const size = options.size ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const budgetMs = options.budgetMs ?? PARSE_TIME_BUDGET_MS;
  const slots = new Set<Slot>();
  const queue: Waiting[] = [];

  const retire = (slot: Slot, error: Error) => {
    if (!slots.delete(slot)) return;
    if (slot.current) {
      clearTimeout(slot.current.timer);
      slot.current.waiting.reject(error);
      slot.current = null;
    }
    void slot.worker.terminate();
    next();
  };

  const finish = (slot: Slot, answer: WorkerAnswer) => {
    const current = slot.current;
    if (!current) return;
    clearTimeout(current.timer);
    slot.current = null;
    // An idle worker must not keep the process alive; a busy one is awaited by its caller.
    slot.worker.unref();
    if (answer.ok) current.waiting.resolve(answer.outcome);
    else current.waiting.reject(new Error(answer.message));
    next();
  };

  const start = (): Slot => {
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    const slot: Slot = { worker, ready: false, current: null };
    worker.on('message', (answer: WorkerAnswer | { ready: true }) => {
      // Loading the worker takes a while on a busy machine; the time budget starts after it.
      if ('ready' in answer) {
        slot.ready = true;
        next();
      } else finish(slot, answer);
    });
    worker.on('error', (error: Error & { code?: string }) =>
      retire(slot, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new DocumentTooLargeError() : error),
    );
    worker.on('exit', () => retire(slot, new Error('the parse worker stopped')));
    slots.add(slot);
    return slot;
  };

  const next = () => {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (!slot.ready || slot.current) continue;
      const waiting = queue.shift();
      if (!waiting) return;
      const timer = setTimeout(() => retire(slot, new DocumentTooSlowError()), budgetMs);
      slot.current = { waiting, timer };
      slot.worker.ref();
      slot.worker.postMessage(waiting.task);
    }
    const starting = [...slots].filter((slot) => !slot.ready).length;
    if (queue.length > starting && slots.size < size) start();
  };

  return {
    run: (task) =>
      new Promise<ParseOutcome>((resolve, reject) => {
        queue.push({ task, resolve, reject });
        next();
      }),
    close: async () => {
      const all = [...slots];
      slots.clear();
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };
};

let shared: ParsePool | null = null;

/** The process-wide pool: every app instance shares the same few workers. */
export const sharedParsePool = (): ParsePool => {
  shared ??= createParsePool();
  return shared;
};
