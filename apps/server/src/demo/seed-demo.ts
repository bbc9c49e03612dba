import { ConfigError, readConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { prepareDatabase } from '../prepare-database.ts';

/** `npm run seed:demo`: the demo records, on the database the configuration names; a rerun adds nothing. */
async function main() {
  const config = readConfig();
  const connection = await connectDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    const started = performance.now();
    await prepareDatabase(connection, config, console.log, { demoData: true });
    console.log(`Demo data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
