import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from './reference.table.ts';

/*
 * The writes of Settings → Companies (organisation module): the references own the rows, the
 * organisation module checks the rules, holds the transaction and records the audit entry.
 */

type CompanyRow = typeof companies.$inferInsert;

export const insertCompany = async (tx: DbOrTx, company: CompanyRow): Promise<number> => {
  const [row] = await tx.insert(companies).values(company).returning({ id: companies.id });
  if (!row) throw new Error('company insert returned nothing');
  return row.id;
};

/** Changes the given fields (a logo key, the active flag, the form's fields) and stamps the change. */
export const updateCompany = async (tx: DbOrTx, id: number, fields: Partial<CompanyRow>): Promise<void> => {
  await tx
    .update(companies)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(companies.id, id));
};
