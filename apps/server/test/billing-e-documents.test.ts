import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECTION_IDS, type TSalesDocument, type TSalesDocumentListResponse } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { salesDocumentUbl } from '../src/modules/billing/sales-document-ubl.ts';
import { prepareSalesDocument, recordElectronicDocument } from '../src/modules/e-documents/index.ts';
import { client } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

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

describe('the sales documents list with each document’s SUNAT state', () => {
  it('carries the latest record’s state and id, and none for a document never sent', async () => {
    const { rows } = await ctx.database.pool.query<{ id: number; company_id: number }>(
      `select id, company_id from sales_documents where state <> 'draft' and document_type = '01'
        order by id limit 2`,
    );
    const [sent, unsent] = rows;
    if (!sent || !unsent) throw new Error('the demo has fewer than two issued facturas');
    const prepared = await prepareSalesDocument(await salesDocumentUbl(ctx.database.db, sent.id), cert);
    const recordId = await ctx.database.db.transaction((tx) =>
      recordElectronicDocument(
        tx,
        { user: null },
        {
          companyId: sent.company_id,
          kind: 'sales',
          sourceType: 'sales_document',
          sourceId: sent.id,
          prepared,
        },
      ),
    );
    const user = await createTestUser(ctx, { sections: [SECTION_IDS.SALES_DOCUMENTS] });
    const api = client(ctx, await sessionToken(ctx, user));

    const list = await api.post('/api/billing/sales-document/list', { perPage: 200, sortBy: 'createdAt' });
    expect(list.status).toBe(200);
    const items = (list.body as TSalesDocumentListResponse).data;
    expect(items.find((d) => d.id === sent.id)?.sunat).toEqual({
      id: recordId,
      state: 'pending',
      sunatCode: null,
      sunatDescription: null,
    });

    const pending = await api.post('/api/billing/sales-document/list', {
      filters: { sunatState: 'pending' },
    });
    expect((pending.body as TSalesDocumentListResponse).data.map((d) => d.id)).toContain(sent.id);
    const accepted = await api.post('/api/billing/sales-document/list', {
      filters: { sunatState: 'accepted' },
    });
    expect((accepted.body as TSalesDocumentListResponse).data.map((d) => d.id)).not.toContain(sent.id);

    const detail = await api.post('/api/billing/sales-document/get', { id: sent.id });
    expect((detail.body as TSalesDocument).sunat).toMatchObject({ id: recordId, state: 'pending' });
    const never = await api.post('/api/billing/sales-document/get', { id: unsent.id });
    expect((never.body as TSalesDocument).sunat).toBeNull();
  });
});
