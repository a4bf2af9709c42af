import { TEMP_ID_MAX, TEMP_ID_MIN } from '../constants.ts';

/** A source of numbers in [0, 1), like Math.random; injected so ids are reproducible in tests. */
export type Random = () => number;

/** The id of an unsaved block: the negative of a random integer from 100000 to 999999. */
export function tempId(random: Random): number {
  const span = TEMP_ID_MAX - TEMP_ID_MIN + 1;
  const offset = Math.min(span - 1, Math.max(0, Math.floor(random() * span)));
  return -(TEMP_ID_MIN + offset);
}
