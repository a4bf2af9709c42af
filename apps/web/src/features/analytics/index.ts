// Product analytics for other features: the one tracker and the names of the events it sends.
export { tracker } from './tracker.ts';
export { TRACKED_EVENTS } from './tracking.ts';
