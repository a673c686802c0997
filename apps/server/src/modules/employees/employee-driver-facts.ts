import type { DocumentTypeCode } from '@zerg/shared';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees } from './employee.table.ts';

export type DriverFacts = {
  documentType: DocumentTypeCode;
  documentNumber: string;
  firstNames: string;
  familyNames: string;
  licenceNumber: string | null;
};

/** What a transport guide says of these drivers: identity document, names and licence, by id. */
export const driverFactsById = async (
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, DriverFacts>> => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: employees.id,
      documentType: employees.documentType,
      documentNumber: employees.documentNumber,
      firstNames: employees.firstNames,
      paternalSurname: employees.paternalSurname,
      maternalSurname: employees.maternalSurname,
      licenceNumber: employees.licenceNumber,
    })
    .from(employees)
    .where(inArray(employees.id, wanted));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        documentType: r.documentType,
        documentNumber: r.documentNumber,
        firstNames: r.firstNames,
        familyNames: [r.paternalSurname, r.maternalSurname].filter(Boolean).join(' '),
        licenceNumber: r.licenceNumber?.trim() || null,
      },
    ]),
  );
};
