import { createStorage } from './adapters/storage/create-storage.ts';
import type { Config } from './config.ts';
import type { DatabaseConnection } from './db/client.ts';
import { seedDemoData } from './demo/demo-data.ts';
import { ensureFirstAdmin } from './modules/accounts/first-admin.service.ts';
import { seedCategories } from './modules/categories/categories.seed.ts';
import { seedLocations } from './modules/locations/locations.seed.ts';
import { seedRideSetting } from './modules/rides/ride-settings.service.ts';

/**
 * What every start does before serving (and `npm run seed:demo` before seeding): the migrations, the
 * locations and categories, the first administrator on an empty database, and the demo records when asked for.
 */
export async function prepareDatabase(
  connection: DatabaseConnection,
  config: Config,
  announce: (text: string) => void,
  options: { demoData: boolean } = { demoData: config.DEMO_DATA },
) {
  await connection.migrate();
  await seedLocations(connection.db);
  await seedCategories(connection.db);
  await seedRideSetting(connection.db);
  await ensureFirstAdmin(connection.db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
    announce,
  });
  if (options.demoData) {
    const storage = createStorage(config);
    try {
      await seedDemoData(connection.db, storage, announce, { password: config.DEMO_PASSWORD });
    } finally {
      storage.close();
    }
  }
}
