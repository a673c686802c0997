import type { Language } from '@zerg/shared';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employeeMailboxesById } from '../employees/index.ts';
import { users } from './user.table.ts';

/**
 * How a document reaches a worker: the language of the user linked to them (Spanish when none) and
 * the address from their employee record. While they work here, the work mailbox the company runs
 * comes first; once they have left (their liquidación and certificates), their own, since the work
 * mailbox closes with the employment. Every document mailed or printed for a worker (boletas,
 * certificates, CTS statements) asks here.
 */
export type WorkerContact = { language: Language; email: string | null };

const filled = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export const workerContacts = async (
  db: DbOrTx,
  employeeIds: readonly number[],
): Promise<Map<number, WorkerContact>> => {
  const ids = [...new Set(employeeIds)];
  if (!ids.length) return new Map();
  const records = [...(await employeeMailboxesById(db, ids)).values()];
  const accounts = await db
    .select({ employeeId: users.employeeId, language: users.language })
    .from(users)
    .where(inArray(users.employeeId, ids))
    .orderBy(asc(users.id));
  const languageOf = new Map<number, Language>();
  for (const a of accounts)
    if (a.employeeId !== null && !languageOf.has(a.employeeId)) languageOf.set(a.employeeId, a.language);
  return new Map(
    records.map((r) => [
      r.id,
      {
        language: languageOf.get(r.id) ?? 'es',
        email: r.isActive
          ? (filled(r.workEmail) ?? filled(r.personalEmail))
          : (filled(r.personalEmail) ?? filled(r.workEmail)),
      },
    ]),
  );
};

export const workerContact = async (db: DbOrTx, employeeId: number): Promise<WorkerContact> =>
  (await workerContacts(db, [employeeId])).get(employeeId) ?? { language: 'es', email: null };
