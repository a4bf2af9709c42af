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
/** Loading a worker takes a while on a busy machine; that time is not a document's. */
const WORKER_START_ALLOWANCE_MS = 5_000;

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

/** The pool holds as much as it may: the caller should come back later (503). */
export class ParsePoolBusyError extends Error {
  constructor() {
    super('the parse workers are busy');
    this.name = 'ParsePoolBusyError';
  }
}

/** One client already has its share of the pool waiting or running (429). */
export class TooManyParsesError extends Error {
  constructor() {
    super('too many documents of one client at once');
    this.name = 'TooManyParsesError';
  }
}

type WorkerAnswer = { ok: true; outcome: ParseOutcome } | { ok: false; message: string };

interface Waiting {
  task: ParseTask;
  client: string;
  bytes: number;
  /** When the answer is due: the time budget counts from the call, queue time included. */
  deadline: number;
  /** Refuses the task if it is still waiting at its deadline. */
  expiry: NodeJS.Timeout;
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
  /** Parses `task` for `client` (its address; one name for background work). */
  run(task: ParseTask, client?: string): Promise<ParseOutcome>;
  close(): Promise<void>;
}

export type ParsePoolOptions = {
  size?: number;
  budgetMs?: number;
  /** Documents waiting for a worker, all clients together; one more is refused. */
  maxQueued?: number;
  /** Bytes of documents waiting for a worker: a queue of big bodies is memory held. */
  maxQueuedBytes?: number;
  /** Documents of one client waiting or running; one more is refused. */
  maxPerClient?: number;
  now?: () => number;
};

export const createParsePool = (options: ParsePoolOptions = {}): ParsePool => {
  const size = options.size ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const budgetMs = options.budgetMs ?? PARSE_TIME_BUDGET_MS;
  const maxQueued = options.maxQueued ?? 16;
  const maxQueuedBytes = options.maxQueuedBytes ?? 64 * 1024 * 1024;
  const maxPerClient = options.maxPerClient ?? 2;
  const now = options.now ?? Date.now;
  const slots = new Set<Slot>();
  // One queue per client, served in turn: one client's forty documents wait behind each other,
  // not in front of everyone else's one.
  const queues = new Map<string, Waiting[]>();
  const perClient = new Map<string, number>();
  let queued = 0;
  let queuedBytes = 0;

  const release = (waiting: Waiting) => {
    const left = (perClient.get(waiting.client) ?? 1) - 1;
    if (left > 0) perClient.set(waiting.client, left);
    else perClient.delete(waiting.client);
  };
  const settle = (waiting: Waiting, outcome: { ok: ParseOutcome } | { error: Error }) => {
    release(waiting);
    if ('ok' in outcome) waiting.resolve(outcome.ok);
    else waiting.reject(outcome.error);
  };

  /** The next task in client order, dropping those whose deadline passed while they waited. */
  const take = (): Waiting | null => {
    for (const [client, waitingList] of queues) {
      const waiting = waitingList.shift();
      queues.delete(client);
      // Re-inserted at the end, so the next take serves the next client.
      if (waitingList.length > 0) queues.set(client, waitingList);
      if (!waiting) continue;
      queued -= 1;
      queuedBytes -= waiting.bytes;
      clearTimeout(waiting.expiry);
      return waiting;
    }
    return null;
  };

  const expire = (waiting: Waiting) => {
    const list = queues.get(waiting.client);
    const at = list?.indexOf(waiting) ?? -1;
    if (!list || at < 0) return;
    list.splice(at, 1);
    if (list.length === 0) queues.delete(waiting.client);
    queued -= 1;
    queuedBytes -= waiting.bytes;
    settle(waiting, { error: new ParsePoolBusyError() });
  };

  const retire = (slot: Slot, error: Error) => {
    if (!slots.delete(slot)) return;
    if (slot.current) {
      clearTimeout(slot.current.timer);
      settle(slot.current.waiting, { error });
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
    if (answer.ok) settle(current.waiting, { ok: answer.outcome });
    else settle(current.waiting, { error: new Error(answer.message) });
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
      if (queued === 0) return;
      if (!slot.ready || slot.current) continue;
      const waiting = take();
      if (!waiting) return;
      // A document that waited gets what is left of its budget. If it waited for a good part of
      // it, running out is the wait's fault, not the document's: "busy", asked again it may pass.
      const left = Math.max(1, Math.min(budgetMs, waiting.deadline - now()));
      const overrun = left < budgetMs * 0.9 ? new ParsePoolBusyError() : new DocumentTooSlowError();
      const timer = setTimeout(() => retire(slot, overrun), left);
      slot.current = { waiting, timer };
      slot.worker.ref();
      slot.worker.postMessage(waiting.task);
    }
    const starting = [...slots].filter((slot) => !slot.ready).length;
    if (queued > starting && slots.size < size) start();
  };

  return {
    run: (task, client = 'anyone') =>
      new Promise<ParseOutcome>((resolve, reject) => {
        const bytes = task.body.byteLength;
        if ((perClient.get(client) ?? 0) >= maxPerClient) {
          reject(new TooManyParsesError());
          return;
        }
        if (queued >= maxQueued || (queued > 0 && queuedBytes + bytes > maxQueuedBytes)) {
          reject(new ParsePoolBusyError());
          return;
        }
        perClient.set(client, (perClient.get(client) ?? 0) + 1);
        // Starting a worker is not the document's fault: while none is ready, it is not counted.
        const warm = [...slots].some((slot) => slot.ready);
        const deadline = now() + budgetMs + (warm ? 0 : WORKER_START_ALLOWANCE_MS);
        const waiting: Waiting = {
          task,
          client,
          bytes,
          deadline,
          expiry: setTimeout(() => expire(waiting), deadline - now()),
          resolve,
          reject,
        };
        const list = queues.get(client);
        if (list) list.push(waiting);
        else queues.set(client, [waiting]);
        queued += 1;
        queuedBytes += bytes;
        next();
      }),
    close: async () => {
      const all = [...slots];
      slots.clear();
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };
};

/**
 * Requests and background refreshes have a pool each, so a batch of feed refreshes never makes
 * an editor wait, and a crowd of editors never starves the refreshes.
 */
export type ParseLane = 'request' | 'background';

const shared = new Map<ParseLane, ParsePool>();

/** The process-wide pool of a lane: every app instance shares the same few workers. */
export const sharedParsePool = (lane: ParseLane = 'request'): ParsePool => {
  let pool = shared.get(lane);
  if (!pool) {
    pool = createParsePool(lane === 'background' ? { size: 1, maxPerClient: 16 } : {});
    shared.set(lane, pool);
  }
  return pool;
};
