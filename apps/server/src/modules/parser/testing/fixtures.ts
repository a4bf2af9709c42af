import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** The bytes of one of the parser's own fixtures (fixtures/<name>). */
export const readFixture = (name: string): Buffer => readFileSync(`${FIXTURES}${name}`);
