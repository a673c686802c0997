import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  bankAccountTypes,
  banks,
  countries,
  departments,
  districts,
  documentTypes,
  laborRegimes,
  maritalStatuses,
  pensionSystems,
  provinces,
  relations,
} from './reference.table.ts';
import {
  BANK_ACCOUNT_TYPE_ROWS,
  BANK_ROWS,
  countryRows,
  DOCUMENT_TYPE_ROWS,
  LABOR_REGIME_ROWS,
  MARITAL_STATUS_ROWS,
  PENSION_SYSTEM_ROWS,
  RELATION_ROWS,
} from './reference-data.ts';
import { ubigeoRows } from './ubigeo-data.ts';

/** Writes the rows that are missing or differ, so a start on an up-to-date database writes nothing. */
const upsert = async <T extends PgTable & { code: unknown }>(
  tx: Tx,
  table: T,
  rows: Record<string, unknown>[],
  set: Record<string, SQL>,
) => {
  const stored = new Map(
    ((await tx.select().from(table as PgTable)) as Record<string, unknown>[]).map((r) => [r.code, r]),
  );
  const changed = rows.filter((row) => {
    const old = stored.get(row.code);
    return !old || Object.entries(row).some(([key, value]) => (old[key] ?? null) !== (value ?? null));
  });
  for (let i = 0; i < changed.length; i += 500) {
    await tx
      .insert(table)
      .values(changed.slice(i, i + 500) as never)
      .onConflictDoUpdate({ target: table.code as never, set });
  }
};

const name = { name: sql`excluded.name` };

/** Writes the reference catalogues at every start; rows are updated in place, never deleted. */
export const syncReferences = async (db: Db): Promise<void> => {
  const ubigeo = ubigeoRows();
  await db.transaction(async (tx) => {
    await upsert(tx, documentTypes, DOCUMENT_TYPE_ROWS, name);
    await upsert(tx, maritalStatuses, MARITAL_STATUS_ROWS, name);
    await upsert(tx, relations, RELATION_ROWS, name);
    await upsert(tx, countries, countryRows(), name);
    await upsert(tx, laborRegimes, LABOR_REGIME_ROWS, { ...name, vacationDays: sql`excluded.vacation_days` });
    await upsert(tx, pensionSystems, PENSION_SYSTEM_ROWS, name);
    await upsert(tx, banks, BANK_ROWS, name);
    await upsert(tx, bankAccountTypes, BANK_ACCOUNT_TYPE_ROWS, name);
    await upsert(tx, departments, ubigeo.departments, name);
    await upsert(tx, provinces, ubigeo.provinces, { ...name, departmentCode: sql`excluded.department_code` });
    await upsert(tx, districts, ubigeo.districts, { ...name, provinceCode: sql`excluded.province_code` });
  });
};
