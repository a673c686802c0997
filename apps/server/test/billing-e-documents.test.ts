import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { salesDocumentUbl } from '../src/modules/billing/sales-document-ubl.ts';
import { prepareSalesDocument } from '../src/modules/e-documents/index.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
const cert = {
  p12: readFileSync(join(import.meta.dirname, 'fixtures', 'signing-certificate.p12')),
  password: 'zerg-test-1',
};

describe('the demo company’s issued documents as SUNAT’s UBL 2.1', () => {
  it('builds every kind the demo issued into XML that passes the checks, then signs it', async () => {
    const { rows } = await ctx.database.pool.query<{ id: number; document_type: string }>(
      `select distinct on (document_type, detraction_applies) id, document_type
         from sales_documents where state <> 'draft' order by document_type, detraction_applies, id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const doc = await salesDocumentUbl(ctx.database.db, row.id);
      const prepared = await prepareSalesDocument(doc, cert);
      expect(prepared.fileName).toBe(`${doc.issuer.documentNumber}-${doc.type}-${doc.series}-${doc.number}`);
    }
  });
});
