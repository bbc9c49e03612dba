import { buildApp } from './app.ts';
import { resolveJwtSecret, resolveTwoFactorKey } from './auth/secret.ts';
import { ConfigError, readConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { holdPortWhileStarting } from './operations/starting-server.ts';
import { prepareDatabase } from './prepare-database.ts';

async function main() {
  const config = readConfig();
  const connection = await connectDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  // Until the app listens, the port answers that the server is alive and not ready (/api/ready 503).
  const starting = await holdPortWhileStarting({ host: config.HOST, port: config.PORT });
  // Said through the app's log once it exists: the first administrator's password among them.
  const notices: string[] = [];
  await prepareDatabase(connection, config, (text) => notices.push(text));
  const app = await buildApp({
    config,
    db: connection.db,
    listen: connection.listen,
    databasePool: connection.poolStats,
    jwtSecret: await resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    twoFactorKey: await resolveTwoFactorKey(config.TWO_FACTOR_KEY, config.DATA_DIR),
  });
  for (const notice of notices) app.log.warn(notice);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests under way, then stopping`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    // After the app's own closing (the outbox, the jobs, the streams stop using it), not among its
    // onClose hooks, which run last-added first: then the embedded database's folder is given up.
    await connection.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.ready();
  await starting.close();
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Wayfare is running on http://localhost:${config.PORT} (${connection.kind} database)`);
}

main().catch((error) => {
  // Sentences for the operator, not stack traces: a bad setting, or a data folder another process holds.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
