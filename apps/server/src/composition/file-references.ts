import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * Every column holding a key of the file store, as table and column: the files `npm run
 * files:move` copies. It names other modules' tables, which only composition/ may do;
 * file-references.unit.test.ts fails when a table file gains a `*_key` column this list lacks.
 */
export const FILE_KEY_COLUMNS = [
  ['companies', 'logo_key'],
  ['document_batches', 'file_key'],
  ['document_batches', 'source_key'],
  ['document_order_scans', 'storage_key'],
  ['driver_trip_receipts', 'storage_key'],
  ['employee_files', 'storage_key'],
  ['employees', 'photo_key'],
  ['justifications', 'file_key'],
  ['payslip_deliveries', 'signed_file_key'],
  ['settlement_line_scans', 'storage_key'],
  ['treasury_transaction_files', 'storage_key'],
  ['vehicle_documents', 'storage_key'],
] as const;

/** The keys rows point at, each once and in order; mail attachments keep theirs in a JSON list. */
export const referencedFileKeys = async (db: DbOrTx): Promise<string[]> => {
  const parts: SQL[] = FILE_KEY_COLUMNS.map(
    ([table, column]) => sql`select ${sql.identifier(column)} as key from ${sql.identifier(table)}`,
  );
  parts.push(
    sql`select a.value ->> 'storageKey' as key from mail_outbox, jsonb_array_elements(attachments) a`,
  );
  const { rows } = await db.execute<{ key: string }>(
    sql`select distinct key from (${sql.join(parts, sql` union all `)}) k where key is not null order by key`,
  );
  return rows.map((r) => r.key);
};
