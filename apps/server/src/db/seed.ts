import type { Database } from './client.ts';
import { backgroundColors, mailingServices, themes } from './schema.ts';
import { SEED_BACKGROUND_COLORS, SEED_MAILING_SERVICES, SEED_THEMES } from './seed-data.ts';

/** Inserts the catalogues a fresh database needs; rows already there are left alone. */
export async function seedDatabase(db: Database): Promise<void> {
  await db.insert(themes).values(SEED_THEMES).onConflictDoNothing({ target: themes.theme_name });
  await db
    .insert(backgroundColors)
    .values(SEED_BACKGROUND_COLORS.map((color_hex) => ({ color_hex })))
    .onConflictDoNothing({ target: backgroundColors.color_hex });
  await db
    .insert(mailingServices)
    .values(SEED_MAILING_SERVICES)
    .onConflictDoNothing({ target: mailingServices.name });
}
