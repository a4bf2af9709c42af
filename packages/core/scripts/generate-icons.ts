// Writes src/catalogue/icons.generated.ts from the installed Font Awesome Free packages.
// Run with `npm run generate:icons -w packages/core` after upgrading Font Awesome.

import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as brands from '@fortawesome/free-brands-svg-icons';
import * as solid from '@fortawesome/free-solid-svg-icons';
import { buildIconCatalogue, renderIconModule } from './icon-catalogue.ts';

const require = createRequire(import.meta.url);
const { version } = require('@fortawesome/free-solid-svg-icons/package.json') as {
  version: string;
};

const entries = buildIconCatalogue([
  { style: 'fas', exports: solid },
  { style: 'fab', exports: brands },
]);
const target = join(import.meta.dirname, '..', 'src', 'catalogue', 'icons.generated.ts');
writeFileSync(target, renderIconModule(entries, version));
console.log(`Wrote ${entries.length} icons to ${target}`);
