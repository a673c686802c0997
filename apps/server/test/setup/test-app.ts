import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config/config.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { adminQuery, withDatabase } from './test-databases.ts';

export type TestContext = {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: AppConfig;
};

/**
 * Drops a test file's database while the worker goes on to its next file: DROP DATABASE waits for a
 * checkpoint, a second or more on the 2-core machine, which the worker would otherwise spend idle. A
 * drop cut short when the run ends is finished by the global teardown, which drops every database
 * of the run that is left.
 */
const dropInBackground = (adminUrl: string, name: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  admin
    .connect()
    .then(() => admin.query(`drop database if exists ${name} with (force)`))
    .catch(() => undefined)
    .finally(() => void admin.end().catch(() => undefined));
};

/**
 * A fresh database cloned from the migrated, seeded template, and the app built on it, for one test
 * file. `env` overrides configuration (e.g. throttle limits) for that file; `logger` replaces the
 * silent one.
 */
export const useTestApp = (
  env: Record<string, string> = {},
  options: { logger?: FastifyServerOptions['logger'] } = {},
): TestContext => {
  const ctx = {} as TestContext;
  const name = `zerg_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
  const adminUrl = inject('adminUrl');

  beforeAll(async () => {
    await adminQuery(adminUrl, `create database ${name} template ${inject('templateDb')}`);
    ctx.database = createDatabase(withDatabase(adminUrl, name), 4);
    ctx.config = {
      ...loadConfig({ NODE_ENV: 'test', LOGIN_SLOWDOWN_MS: '0', WEB_DIST_DIR: '/nonexistent', ...env }),
      jwtSecret: randomBytes(32).toString('hex'),
    };
    ctx.app = await buildApp({ config: ctx.config, db: ctx.database.db, logger: options.logger ?? false });
    await ctx.app.ready();
  });

  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    dropInBackground(adminUrl, name);
  });

  return ctx;
};
