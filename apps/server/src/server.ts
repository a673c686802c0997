import { buildApp } from './app.ts';
import { openDatabase } from './composition/open-database.ts';
import { DEMO_USERS } from './composition/seed/demo-company.ts';
import { DEMO_WORKSHOP_CHIEF } from './composition/seed/demo-requests.ts';
import { loadConfig } from './config/config.ts';
import { resolveJwtSecret } from './config/jwt-secret.ts';

/*
 * A lost database shows up as failed queries, which requests answer with 503 and jobs retry; a
 * promise nobody awaited that fails the same way must not end the process that would recover.
 */
process.on('unhandledRejection', (reason) => {
  console.error('unhandled rejection (the app keeps running):', reason);
});

const main = async () => {
  const config = loadConfig();
  const database = await openDatabase(config, { seedDemo: config.seedDemo });
  const stopDatabase = database.close;

  try {
    const { seeded } = database;
    const app = await buildApp({
      config: { ...config, jwtSecret: resolveJwtSecret(config) },
      db: database.db,
      jobDb: database.jobs.db,
      // Readable lines for a person at a terminal; JSON lines for production and log collectors.
      logger:
        config.env !== 'production' && process.stdout.isTTY
          ? {
              level: config.logLevel,
              transport: {
                target: 'pino-pretty',
                options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
              },
            }
          : { level: config.logLevel },
    });

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      await app.close();
      await stopDatabase();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ host: config.host, port: config.port });
    const url = config.appUrl;
    const lines = [``, `  Zerg Back Office is running at ${url}`, `  API documentation: ${url}/api/docs`];
    if (config.seedDemo) {
      lines.push(`  ${seeded ? 'Seeded the demo company.' : 'Demo company already in place.'} Demo sign-in:`);
      for (const u of [...DEMO_USERS, DEMO_WORKSHOP_CHIEF])
        lines.push(`    ${u.email.padEnd(22)} ${u.password}`);
    } else {
      lines.push(
        `  Sign in at ${url}/login (a new database asks for the first administrator at ${url}/setup)`,
      );
    }
    console.log(`${lines.join('\n')}\n`);
  } catch (err) {
    await stopDatabase();
    throw err;
  }
};

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
