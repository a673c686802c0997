import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../../config/paths.ts';

/*
 * What a backup holds and a restore checks, read from PostgreSQL's catalogue: every schema of the
 * database but the system's (the app's tables in `public`, drizzle's journal in `drizzle`, the job
 * queue in `pgboss`, and any other a later change adds), so a new schema is never left out.
 */

export type TableName = { schema: string; name: string };

const APP_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema')
  and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;
export const qualified = (t: TableName): string => `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;
export const tableKey = (t: TableName): string => `${t.schema}.${t.name}`;

export const appSchemas = async (client: pg.ClientBase): Promise<string[]> => {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname as name from pg_namespace n where ${APP_SCHEMAS} order by 1`,
  );
  return rows.map((r) => r.name);
};

/**
 * The tables that hold rows: plain tables and partitions, never a partitioned parent (its rows are
 * its partitions', and reading both would count them twice).
 */
export const listTables = async (client: pg.ClientBase): Promise<TableName[]> => {
  const { rows } = await client.query<TableName>(
    `select n.nspname as schema, c.relname as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and ${APP_SCHEMAS}
      order by 1, 2`,
  );
  return rows;
};

export const countRows = async (
  client: pg.ClientBase,
  tables: readonly TableName[],
): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${qualified(table)}`);
    counts[tableKey(table)] = Number(rows[0]?.n ?? 0);
  }
  return counts;
};

/** A database with no table in any of its own schemas (a fresh `create database`). */
export const isEmptyDatabase = async (client: pg.ClientBase): Promise<boolean> =>
  (await listTables(client)).length === 0;

type JournalEntry = { tag: string; when: number };
const journal = (): JournalEntry[] => {
  const path = join(MIGRATIONS_DIR, 'meta', '_journal.json');
  if (!existsSync(path)) return [];
  return (JSON.parse(readFileSync(path, 'utf8')) as { entries: JournalEntry[] }).entries;
};

/** The last migration this code ships: a `rows` backup restores only onto its schema. */
export const codeMigration = (): string | null => journal().at(-1)?.tag ?? null;

/**
 * The last migration applied to the database, named by its journal tag. Drizzle records only each
 * migration's hash and time (`created_at` is the journal's `when`); a time this code's journal does
 * not know (a newer version's migration) is shown as such.
 */
export const databaseMigration = async (client: pg.ClientBase): Promise<string | null> => {
  const { rows: found } = await client.query<{ t: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!found[0]?.t) return null;
  const { rows } = await client.query<{ at: string }>(
    'select created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const at = rows[0]?.at;
  if (!at) return null;
  return journal().find((entry) => String(entry.when) === at)?.tag ?? `unknown migration of ${at}`;
};

export const serverVersion = async (client: pg.ClientBase): Promise<{ text: string; major: number }> => {
  const { rows } = await client.query<{ v: string; n: string }>(
    `select current_setting('server_version') as v, current_setting('server_version_num') as n`,
  );
  return { text: rows[0]?.v ?? '', major: Math.floor(Number(rows[0]?.n ?? 0) / 10_000) };
};

/** `--force`: drops every schema of the database with what it holds, leaving an empty `public`. */
export const emptyDatabase = async (client: pg.ClientBase): Promise<void> => {
  for (const schema of await appSchemas(client)) {
    await client.query(`drop schema ${quoteIdent(schema)} cascade`);
  }
  await client.query('create schema public');
};
