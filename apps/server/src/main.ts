import { buildApp } from './app.ts';
import { resolveJwtSecret, resolveTwoFactorKey } from './auth/secret.ts';
import { ConfigError, readConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { prepareDatabase } from './prepare-database.ts';

async function main() {
  const config = readConfig();
  const connection = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // Said through the app's log once it exists: the first administrator's password among them.
  const notices: string[] = [];
  await prepareDatabase(connection, config, (text) => notices.push(text));
  const app = await buildApp({
    config,
    db: connection.db,
    listen: connection.listen,
    jwtSecret: await resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    twoFactorKey: await resolveTwoFactorKey(config.TWO_FACTOR_KEY, config.DATA_DIR),
  });
  app.addHook('onClose', () => connection.close());
  for (const notice of notices) app.log.warn(notice);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests under way, then stopping`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Wayfare is running on http://localhost:${config.PORT} (${connection.kind} database)`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
