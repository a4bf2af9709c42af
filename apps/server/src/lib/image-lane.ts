// Image work (sharp) runs on libuv's thread pool, the same few threads that hash passwords
// (scrypt), resolve host names and read files. Public pictures drawn from an owner's artwork go
// through this lane: at most IMAGE_LANE_SIZE at a time, so the rest of the pool stays free for
// everybody's sign-in, DNS and uploads however many pictures are asked for at once.
import sharp from 'sharp';

/** Drawings running at once; the pool has UV_THREADPOOL_SIZE threads (4 unless set; npm start sets 16). */
export const IMAGE_LANE_SIZE = 2;
/** Drawings waiting for the lane; more are refused at once rather than held. */
const IMAGE_LANE_QUEUE = 64;
/** Longest one sharp pipeline may run (sharp's own `timeout`, whole seconds). */
export const IMAGE_TIMEOUT_SECONDS = 3;

// One libvips thread per image: a drawing keeps to its own lane thread instead of fanning out.
sharp.concurrency(1);

export class ImageLaneFullError extends Error {
  constructor() {
    super('too many pictures are being drawn');
    this.name = 'ImageLaneFullError';
  }
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `draw` once a place in the lane is free. */
export async function inImageLane<T>(draw: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_LANE_SIZE) {
    if (waiting.length >= IMAGE_LANE_QUEUE) throw new ImageLaneFullError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await draw();
  } finally {
    const next = waiting.shift();
    // The place passes straight to the next drawing; `running` only drops when nobody waits.
    if (next) next();
    else running -= 1;
  }
}
