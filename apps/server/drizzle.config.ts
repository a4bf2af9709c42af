import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/server) writes a new migration into ./drizzle after a change
// to src/db/schema.ts; the server applies pending migrations at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
