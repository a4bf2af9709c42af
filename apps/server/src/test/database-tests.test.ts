import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-tests.ts';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

describe('the database tests test:pg runs on PostgreSQL', () => {
  const files = databaseTestFiles();

  it('are the test files that reach test/database.ts, directly or through a helper', () => {
    expect(files).toContain(path('../db/migrate.test.ts'));
    // Through test/helper.ts and public-page/test-world.ts.
    expect(files).toContain(path('../modules/pies/routes.test.ts'));
    expect(files).toContain(path('../modules/public-page/page-routes.test.ts'));
  });

  it('leave out the tests that never open one', () => {
    expect(files).not.toContain(path('../config.test.ts'));
    expect(files).not.toContain(path('./database-tests.test.ts'));
  });
});
