import { ensureAdmin } from './accounts/ensure-admin';
import { buildApp } from './app';
import { secureDataDir } from './data-dir';
import { openDatabase } from './db/client';
import { ConfigError, loadEnv } from './env';
import { createPaperAdmin } from './papers/admin';
import { seedStarterPapers } from './papers/starter';
import { seedStarterBank } from './quiz/content';

const SHUTDOWN_GRACE_MS = 5000;

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  secureDataDir(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const app = await buildApp({ env, database });
  await ensureAdmin(database.db, env, app.log);
  await seedStarterBank(database.db, app.log);
  await seedStarterPapers(database.db, createPaperAdmin(database.db), app.log);

  // A bounded shutdown: requests in flight get SHUTDOWN_GRACE_MS to finish (a mail server that
  // has gone away must not keep the process alive), then the database closes and the process
  // exits; a second signal exits at once.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 2000);
    force.unref();
    const grace = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    grace.unref();
    try {
      await app.close();
      clearTimeout(grace);
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `Sopan is running at ${env.APP_URL} (database: ${database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'})`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(err instanceof ConfigError ? 2 : 1);
});
