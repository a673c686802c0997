import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { qualified, quoteIdent, type TableName, tableKey } from './database-inventory.ts';

/*
 * The `rows` format, for a server no matching `pg_dump` is found for (the embedded PostgreSQL 18,
 * whose npm package ships no client tools, on a machine whose distribution has only an older one).
 * It holds data only: each table's rows as one JSON object per line (`row_to_json`, gzipped) and
 * each sequence's position. The schema comes from the app's migrations, so such a backup restores
 * only with the code of its migration (the restore checks it). JSON keeps every value exactly:
 * numerics and floats as their text, bytea as hex, timestamps in ISO form, arrays and jsonb as JSON.
 */

const ROWS_DIR = 'rows';
const SEQUENCES_FILE = 'sequences.json';
const PARTITIONS_FILE = 'partitions.json';
const FETCH_MAX = 2_000;
const INSERT_MAX = 500;
/*
 * Rows are read and written in batches of about this many characters, not of a fixed count: a
 * table of stored files has rows of megabytes, and 2,000 of them would not fit in memory.
 */
const BATCH_CHARS = 16 * 1024 * 1024;

/** The next batch's row count, from the size of the rows just read. */
export const nextFetchSize = (rows: number, chars: number): number =>
  Math.max(1, Math.min(FETCH_MAX, Math.floor((BATCH_CHARS * rows) / Math.max(chars, 1))));

type SequenceState = { schema: string; name: string; lastValue: string; isCalled: boolean };
/** A partition with its parent and bounds: pg-boss adds one per day to its queue statistics. */
type Partition = { schema: string; name: string; parent: string; bound: string };

const rowsFile = (dir: string, table: TableName) => join(dir, ROWS_DIR, `${tableKey(table)}.jsonl.gz`);

/** Writes every table's rows; run it inside the transaction whose snapshot the backup is. */
export const dumpRows = async (client: pg.ClientBase, tables: readonly TableName[], dir: string) => {
  await mkdir(join(dir, ROWS_DIR), { recursive: true });
  for (const table of tables) {
    await client.query(
      `declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${qualified(table)} t`,
    );
    async function* lines() {
      // One row first, to learn how large this table's rows are.
      let size = 1;
      for (;;) {
        const { rows } = await client.query<{ r: string }>(`fetch ${size} from backup_rows`);
        if (rows.length === 0) return;
        const text = `${rows.map((row) => row.r).join('\n')}\n`;
        size = nextFetchSize(rows.length, text.length);
        yield text;
      }
    }
    await pipeline(lines, createGzip(), createWriteStream(rowsFile(dir, table)));
    await client.query('close backup_rows');
  }
  const { rows: sequences } = await client.query<{ schema: string; name: string }>(
    'select schemaname as schema, sequencename as name from pg_sequences order by 1, 2',
  );
  const states: SequenceState[] = [];
  for (const sequence of sequences) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${qualified(sequence)}`,
    );
    const row = rows[0];
    if (row) states.push({ ...sequence, lastValue: row.last_value, isCalled: row.is_called });
  }
  await writeFile(join(dir, ROWS_DIR, SEQUENCES_FILE), `${JSON.stringify(states, null, 2)}\n`);
  const { rows: partitions } = await client.query<Partition>(
    `select n.nspname as schema, c.relname as name, i.inhparent::regclass::text as parent,
            pg_get_expr(c.relpartbound, c.oid) as bound
       from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_inherits i on i.inhrelid = c.oid
      where c.relispartition and c.relkind in ('r', 'p') order by 1, 2`,
  );
  await writeFile(join(dir, ROWS_DIR, PARTITIONS_FILE), `${JSON.stringify(partitions, null, 2)}\n`);
};

/**
 * The partitions the backup has and the migrated database lacks (pg-boss's statistics of days
 * the database did not live), made again under their parent; those the database made itself stay,
 * empty.
 */
const addPartitions = async (client: pg.ClientBase, dir: string, present: Set<string>) => {
  const partitions = JSON.parse(await readFile(join(dir, ROWS_DIR, PARTITIONS_FILE), 'utf8')) as Partition[];
  for (const p of partitions) {
    if (present.has(tableKey(p))) continue;
    await client.query(`create table ${qualified(p)} partition of ${p.parent} ${p.bound}`);
    present.add(tableKey(p));
  }
};

type ForeignKey = { tbl: string; name: string; def: string };

const insertableColumns = async (client: pg.ClientBase, table: TableName): Promise<string[]> => {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [qualified(table)],
  );
  return rows.map((r) => quoteIdent(r.name));
};

const loadTable = async (client: pg.ClientBase, table: TableName, dir: string) => {
  const columns = (await insertableColumns(client, table)).join(', ');
  const insert = `insert into ${qualified(table)} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${qualified(table)}, $1::json)`;
  const lines = createInterface({ input: createReadStream(rowsFile(dir, table)).pipe(createGunzip()) });
  let batch: string[] = [];
  let chars = 0;
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    chars += line.length;
    if (batch.length === INSERT_MAX || chars >= BATCH_CHARS) {
      await client.query(insert, [`[${batch.join(',')}]`]);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) await client.query(insert, [`[${batch.join(',')}]`]);
};

/**
 * Loads a `rows` backup into a database migrated to the same schema, inside the caller's
 * transaction: the foreign keys go while the tables are emptied and filled in any order, and come
 * back at the end, which checks every reference again.
 */
export const loadRows = async (client: pg.ClientBase, tables: readonly TableName[], dir: string) => {
  const { rows: foreignKeys } = await client.query<ForeignKey>(
    `select conrelid::regclass::text as tbl, quote_ident(conname) as name, pg_get_constraintdef(oid) as def
       from pg_constraint where contype = 'f' and conparentid = 0`,
  );
  for (const fk of foreignKeys) await client.query(`alter table ${fk.tbl} drop constraint ${fk.name}`);
  const { rows: existing } = await client.query<TableName>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = any($1::text[])`,
    [[...new Set(tables.map((t) => t.schema))]],
  );
  const present = new Set(existing.map(tableKey));
  await addPartitions(client, dir, present);
  const missing = tables.filter((t) => !present.has(tableKey(t))).map(tableKey);
  if (missing.length > 0) throw new Error(`the database has no table ${missing.join(', ')}`);
  if (existing.length > 0) await client.query(`truncate ${existing.map(qualified).join(', ')}`);
  for (const table of tables) await loadTable(client, table, dir);
  const sequences = JSON.parse(
    await readFile(join(dir, ROWS_DIR, SEQUENCES_FILE), 'utf8'),
  ) as SequenceState[];
  for (const s of sequences) {
    await client.query('select setval($1::regclass, $2::bigint, $3)', [
      qualified(s),
      s.lastValue,
      s.isCalled,
    ]);
  }
  for (const fk of foreignKeys)
    await client.query(`alter table ${fk.tbl} add constraint ${fk.name} ${fk.def}`);
};
