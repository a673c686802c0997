import { and, count, eq, like } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { companyRows } from '../references/index.ts';
import { electronicDocuments as docs } from './electronic-document.table.ts';
import { companySunatCredentials as creds } from './sunat-credentials.table.ts';

/**
 * The next comunicación de baja of the company on a day: `RA-YYYYMMDD-n`, n counting from 1 per
 * company and day (SUNAT's "Comunicación de baja" guide: identificador de la comunicación). The
 * company's credentials row is taken `for update`, so two bajas of one day never share a number.
 */
export const nextVoidedIdentifier = async (tx: Tx, companyId: number, day: string): Promise<string> => {
  await tx.select({ id: creds.companyId }).from(creds).where(eq(creds.companyId, companyId)).for('update');
  const [company] = await tx
    .select({ ruc: companyRows.ruc })
    .from(companyRows)
    .where(eq(companyRows.id, companyId));
  const stamp = day.replaceAll('-', '');
  const [row] = await tx
    .select({ n: count() })
    .from(docs)
    .where(
      and(
        eq(docs.companyId, companyId),
        eq(docs.kind, 'voided'),
        like(docs.fileName, `${company?.ruc ?? ''}-RA-${stamp}-%`),
      ),
    );
  return `RA-${stamp}-${(row?.n ?? 0) + 1}`;
};
