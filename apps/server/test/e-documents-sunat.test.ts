import { SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesDocumentUbl } from '../src/modules/billing/sales-document-ubl.ts';
import {
  createSunatTransport,
  prepareSalesDocument,
  recordElectronicDocument,
} from '../src/modules/e-documents/index.ts';
import { sendElectronicDocument, TryAgainLater } from '../src/modules/e-documents/send-document.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';
import type { FakeSunat } from './support/fake-sunat.ts';
import { localSunatCredentials, startTestSunat, TEST_CERTIFICATE } from './support/fake-sunat-account.ts';

/*
 * The whole path with the real SUNAT client against the local SUNAT: a demo factura built and
 * signed, recorded, sent through `createSunatTransport` to the company's beta addresses (the local
 * server's, saved in Settings › Companies), and SUNAT's signed CDR kept. A send whose answer comes
 * after the client's time-out is asked about with getStatusCdr on the next try, not sent again.
 */
const ctx = useTestApp();
const RETRY = { retryLimit: 3, retryDelaySeconds: 30 };
let sunat: FakeSunat;
let companyId = 0;
let userId = 0;

const state = async (id: number) =>
  (
    await ctx.database.db.execute<{ state: string; sunat_code: string | null; has_cdr: boolean }>(
      sql`select state, sunat_code, cdr_zip is not null as has_cdr from electronic_documents where id = ${id}`,
    )
  ).rows[0];

/** A demo factura of the company, prepared as SUNAT takes it, recorded in its own transaction. */
const recordFactura = async (offset: number) => {
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `select id from sales_documents where state <> 'draft' and document_type = '01' and company_id = $1
      order by id offset $2 limit 1`,
    [companyId, offset],
  );
  const id = rows[0]!.id;
  const prepared = await prepareSalesDocument(await salesDocumentUbl(ctx.database.db, id), TEST_CERTIFICATE);
  const recordId = await ctx.database.db.transaction((tx) =>
    recordElectronicDocument(
      tx,
      { user: { id: userId } },
      { companyId, kind: 'sales', sourceType: 'sales_document', sourceId: id, prepared },
    ),
  );
  return { recordId, fileName: prepared.fileName };
};

beforeAll(async () => {
  // The demo company with the most issued facturas; the local SUNAT takes its RUC.
  const { rows } = await ctx.database.pool.query<{ id: number; ruc: string }>(
    `select c.id, c.ruc from companies c join sales_documents d on d.company_id = c.id
      where d.state <> 'draft' and d.document_type = '01'
      group by c.id, c.ruc order by count(*) desc, c.id limit 1`,
  );
  companyId = rows[0]!.id;
  sunat = await startTestSunat({ ruc: rows[0]!.ruc });
  const admin = await createTestUser(ctx, { sections: [SECTION_IDS.COMPANIES] });
  userId = admin.id;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/setting/company/sunat/update',
    headers: {
      authorization: `Bearer ${await sessionToken(ctx, admin)}`,
      'content-type': 'application/json',
    },
    payload: JSON.stringify(localSunatCredentials(companyId, sunat)),
  });
  expect(res.statusCode).toBe(200);
});

afterAll(async () => sunat?.close());

describe('a factura sent with the SUNAT client to the local SUNAT', () => {
  it('is accepted and keeps SUNAT’s signed CDR', async () => {
    const { recordId, fileName } = await recordFactura(0);
    const send = sendElectronicDocument({
      db: ctx.database.db,
      transport: createSunatTransport({ timeoutMs: 10_000 }),
      retry: RETRY,
    });
    await send(recordId, { retryCount: 0, retryLimit: RETRY.retryLimit });
    expect(await state(recordId)).toEqual({ state: 'accepted', sunat_code: '0', has_cdr: true });
    expect(sunat.receipts.filter((r) => r.fileName === fileName)).toHaveLength(1);
  });

  it('whose answer comes after the time-out is asked about, not sent twice', async () => {
    const { recordId, fileName } = await recordFactura(1);
    const send = sendElectronicDocument({
      db: ctx.database.db,
      transport: createSunatTransport({ timeoutMs: 300 }),
      retry: RETRY,
    });
    sunat.behave({ kind: 'slow', ms: 1500 }, { times: 1 });
    await expect(send(recordId, { retryCount: 0, retryLimit: RETRY.retryLimit })).rejects.toThrow(
      TryAgainLater,
    );
    expect(await state(recordId)).toMatchObject({ state: 'sending' });
    // SUNAT took it meanwhile; the next try asks the consult service first.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await send(recordId, { retryCount: 1, retryLimit: RETRY.retryLimit });
    expect(await state(recordId)).toEqual({ state: 'accepted', sunat_code: '0', has_cdr: true });
    expect(sunat.receipts.filter((r) => r.fileName === fileName)).toHaveLength(1);
  });
});
