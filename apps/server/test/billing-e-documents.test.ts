import { SECTION_IDS, type TSalesDocument, type TSalesDocumentListResponse } from '@zerg/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesDocumentUbl } from '../src/modules/billing/sales-document-ubl.ts';
import {
  checkUbl,
  createSunatTransport,
  prepareSalesDocument,
  recordElectronicDocument,
} from '../src/modules/e-documents/index.ts';
import { sendElectronicDocument } from '../src/modules/e-documents/send-document.ts';
import { signingKeyPair } from '../src/platform/pdf/pdf-sign.ts';
import { client, DEMO, login } from './setup/http.ts';
import { multipart } from './setup/multipart.ts';
import { pdfText } from './setup/pdf-text.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';
import type { FakeSunat } from './support/fake-sunat.ts';
import { localSunatCredentials, startTestSunat, TEST_CERTIFICATE } from './support/fake-sunat-account.ts';
import { xmlsecVerifier } from './support/xmlsec.ts';

/*
 * Billing's documents as SUNAT's electronic documents: every kind the demo issued builds and signs;
 * a company with SUNAT credentials signs and records each document as it issues it, the queue's
 * send gets SUNAT's answer (the local SUNAT, through the real client), and a document the company
 * cannot sign is not issued and takes no number.
 */
const ctx = useTestApp();
const RETRY = { retryLimit: 3, retryDelaySeconds: 30 };
let admin: ReturnType<typeof client>;
let token = '';
let sunat: FakeSunat;
let company = 0;
let clientId = 0;
let seriesId = 0;

type Doc = { id: number; state: string; number: number | null; fullNumber: string | null };
type Err = { code: string; message: string; details?: { missing?: string[] } };

const q = async <T>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query(text, values)).rows as T[];

const record = async (documentId: number) =>
  (
    await q<{ id: number; state: string; sunat_code: string | null; description: string | null }>(
      `select id, state, sunat_code, sunat_description as description from electronic_documents
        where source_type = 'sales_document' and source_id = $1`,
      [documentId],
    )
  )[0];

/** How many reversals the document's entry has. */
const reversals = async (documentId: number) =>
  (
    await q<{ n: number }>(
      `select count(*)::int as n from journal_entries r join sales_documents d on d.journal_entry_id = r.reverses_id
        where d.id = $1`,
      [documentId],
    )
  )[0]?.n;

/** The document's latest comunicación de baja record. */
const bajaOf = async (documentId: number) =>
  (
    await q<{ id: number; file_name: string; state: string }>(
      `select id, file_name, state from electronic_documents where source_type = 'sales_document_void' and source_id = $1
        order by id desc limit 1`,
      [documentId],
    )
  )[0];

/** The company's first series of a note of facturas (FC…, FD…). */
const noteSeries = async (type: '07' | '08') =>
  (
    await q<{ id: number }>(
      `select id from billing_series where company_id = $1 and document_type = $2 and series like 'F%' order by id limit 1`,
      [company, type],
    )
  )[0]!.id;

const send = (id: number) =>
  sendElectronicDocument({
    db: ctx.database.db,
    transport: createSunatTransport({ timeoutMs: 10_000 }),
    retry: RETRY,
  })(id, { retryCount: 0, retryLimit: RETRY.retryLimit });

/** A draft factura of S/ 1,000.00 + IGV 180.00 = 1,180.00: above S/ 400, so with detracción. */
const draft = async () => {
  const res = await admin.post('/api/billing/sales-document/create-draft', {
    companyId: company,
    clientId,
    documentType: '01',
    seriesId,
    currency: 'PEN',
    lines: [
      {
        description: 'Transporte Lima - Arequipa',
        quantity: '1',
        unitValue: '1000.00',
        taxAffectation: '10',
      },
    ],
  });
  expect(res.status).toBe(200);
  return (res.body as Doc).id;
};
/** Sends, then asks about the ticket until SUNAT answers (the local SUNAT answers 98 once). */
const sendUntilAnswered = async (id: number) => {
  for (let i = 0; i < 4; i += 1) await send(id).catch(() => undefined);
};
const issue = (id: number) =>
  admin.post('/api/billing/sales-document/issue', { id, issueDate: '2026-11-04' });
const lastNumber = async () =>
  (await q<{ n: number }>('select last_number as n from billing_series where id = $1', [seriesId]))[0]?.n;

const uploadCertificate = async () => {
  const body = await multipart(
    { company_id: String(company), password: TEST_CERTIFICATE.password },
    { name: 'empresa.p12', type: 'application/x-pkcs12', data: TEST_CERTIFICATE.p12 },
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/setting/company/certificate/upload',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
};

beforeAll(async () => {
  token = (await login(ctx, DEMO.admin)).accessToken;
  admin = client(ctx, token);
  const [issued] = await q<{ company_id: number; client_id: number; series_id: number; ruc: string }>(
    `select d.company_id, d.client_id, d.series_id, c.ruc from sales_documents d join companies c on c.id = d.company_id
      where d.document_type = '01' and d.state <> 'draft' order by d.id limit 1`,
  );
  if (!issued) throw new Error('the demo has no issued factura');
  company = issued.company_id;
  clientId = issued.client_id;
  seriesId = issued.series_id;
  sunat = await startTestSunat({ ruc: issued.ruc });
});

afterAll(async () => sunat?.close());

describe('the demo company’s issued documents as SUNAT’s UBL 2.1', () => {
  it('builds every kind the demo issued into XML that passes the checks, then signs it', async () => {
    const rows = await q<{ id: number }>(
      `select distinct on (document_type, detraction_applies) id
         from sales_documents where state <> 'draft' order by document_type, detraction_applies, id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const doc = await salesDocumentUbl(ctx.database.db, row.id);
      const prepared = await prepareSalesDocument(doc, TEST_CERTIFICATE);
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
    const prepared = await prepareSalesDocument(
      await salesDocumentUbl(ctx.database.db, sent.id),
      TEST_CERTIFICATE,
    );
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

describe('issuing electronically', () => {
  it('issues as before, recording nothing, while the company has no SUNAT credentials', async () => {
    const id = await draft();
    expect((await issue(id)).status).toBe(200);
    expect(await record(id)).toBeUndefined();
  });

  it('refuses to issue without the certificate once the credentials are saved: no number is taken', async () => {
    const saved = await admin.post(
      '/api/setting/company/sunat/update',
      localSunatCredentials(company, sunat),
    );
    expect(saved.status).toBe(200);
    await ctx.database.pool.query('delete from company_signing_certificates where company_id = $1', [
      company,
    ]);
    const id = await draft();
    const before = await lastNumber();
    const res = await issue(id);
    expect(res.status).toBe(409);
    expect((res.body as Err).code).toBe('CERTIFICATE_MISSING');
    expect(await lastNumber()).toBe(before);
    expect((await admin.post('/api/billing/sales-document/get', { id })).body).toMatchObject({
      state: 'draft',
    });
  });

  it('signs and records a factura with detracción as it is issued; SUNAT accepts it and its CDR is kept', async () => {
    await uploadCertificate();
    const id = await draft();
    const res = await issue(id);
    expect(res.status).toBe(200);
    const doc = res.body as Doc & { detractionAmountPen: string };
    // 4 % of S/ 1,180.00 is 47.20, deposited as S/ 47 (whole soles).
    expect(doc.detractionAmountPen).toBe('47.00');
    const pending = await record(id);
    expect(pending?.state).toBe('pending');
    await send(pending!.id);
    expect(await record(id)).toMatchObject({ state: 'accepted', sunat_code: '0' });
    const [file] = await q<{ name: string }>(
      'select file_name as name from electronic_documents where id = $1',
      [pending!.id],
    );
    expect(file?.name).toMatch(/^\d{11}-01-F[A-Z0-9]{3}-\d+$/);
    expect(sunat.receipts.filter((r) => r.fileName === file?.name)).toHaveLength(1);
    // What was signed passes SUNAT's structure and rules, and its signature verifies with xmlsec1.
    const [signed] = await q<{ xml: string }>('select xml from electronic_documents where id = $1', [
      pending!.id,
    ]);
    expect(checkUbl(signed?.xml ?? '', 'Invoice')).toEqual([]);
    // The detracción's block: deposit in the Banco de la Nación account (catálogo 59, 001).
    expect(signed?.xml).toMatch(/<cbc:PaymentMeansCode[^>]*>001<\/cbc:PaymentMeansCode>/);
    const verifier = xmlsecVerifier(signingKeyPair(TEST_CERTIFICATE).certificatePem);
    try {
      expect(verifier.verify(signed?.xml ?? '')).toMatchObject({ ok: true });
    } finally {
      verifier.close();
    }

    // The printed representation: its legend and the signature's hash under the QR.
    const [{ digest } = { digest: '' }] = await q<{ digest: string }>(
      'select digest_value as digest from electronic_documents where id = $1',
      [pending!.id],
    );
    const pdf = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/sales-document/pdf',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'es',
      },
      payload: JSON.stringify({ id }),
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    // The document speaks its client's language (Spanish by default).
    expect(text).toContain('Representación impresa de la factura electrónica');
    expect(text).toContain(digest);
    expect(digest).toMatch(/^[A-Za-z0-9+/]{43}=$/);

    // It prints the names that were signed: the client renamed afterwards does not change it.
    const [named] = await q<{ name: string }>('select legal_name as name from clients where id = $1', [
      clientId,
    ]);
    expect(text).toContain(named!.name);
    await q("update clients set legal_name = 'Nombre Posterior S.A.C.' where id = $1", [clientId]);
    try {
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/billing/sales-document/pdf',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ id }),
      });
      const reprinted = (await pdfText(again.rawPayload)).replace(/\s+/g, ' ');
      expect(reprinted).toContain(named!.name);
      expect(reprinted).not.toContain('Nombre Posterior');
    } finally {
      await q('update clients set legal_name = $2 where id = $1', [clientId, named!.name]);
    }
  });

  it('keeps SUNAT’s code and text when SUNAT rejects the document, voids it, and its correction goes as a new document', async () => {
    sunat.behave(
      {
        kind: 'reject',
        code: '2017',
        description: 'El número de documento de identidad del receptor debe ser RUC',
      },
      { times: 1 },
    );
    const id = await draft();
    expect((await issue(id)).status).toBe(200);
    await send((await record(id))!.id);
    expect(await record(id)).toMatchObject({
      state: 'rejected',
      sunat_code: '2017',
      description: 'El número de documento de identidad del receptor debe ser RUC',
    });
    // SUNAT keeps the number as rejected: the document is void here, its entry reversed once.
    expect((await admin.post('/api/billing/sales-document/get', { id })).body).toMatchObject({
      state: 'voided',
    });
    const [reversal] = await q<{ n: number }>(
      `select count(*)::int as n from journal_entries r join sales_documents d on d.journal_entry_id = r.reverses_id
        where d.id = $1`,
      [id],
    );
    expect(reversal?.n).toBe(1);
    const resend = await admin.post('/api/e-documents/resend', { id: (await record(id))!.id });
    expect(resend.status).toBe(409);
    // The correction: a new document with the next number, accepted.
    const fixed = await draft();
    const issued = await issue(fixed);
    expect((issued.body as Doc).number).toBeGreaterThan(0);
    await send((await record(fixed))!.id);
    expect(await record(fixed)).toMatchObject({ state: 'accepted' });
  });

  it('sends a credit note against an accepted factura the same way', async () => {
    const id = await draft();
    expect((await issue(id)).status).toBe(200);
    await send((await record(id))!.id);
    const note = await admin.post('/api/billing/sales-document/issue-note', {
      referenceId: id,
      documentType: '07',
      seriesId: await noteSeries('07'),
      reason: '04',
      description: 'Descuento por volumen',
      issueDate: '2026-11-04',
      lines: [{ description: 'Descuento', quantity: '1', unitValue: '100.00', taxAffectation: '10' }],
    });
    expect(note.status).toBe(200);
    const noteId = (note.body as Doc).id;
    expect(await record(noteId)).toMatchObject({ state: 'pending' });
    await send((await record(noteId))!.id);
    expect(await record(noteId)).toMatchObject({ state: 'accepted', sunat_code: '0' });
  });

  it('names what is missing before signing: an expired certificate, a SOL password not saved', async () => {
    const id = await draft();
    await ctx.database.pool.query(
      `update company_signing_certificates set not_after = '2026-10-31T23:59:59Z' where company_id = $1`,
      [company],
    );
    const expired = await issue(id);
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ code: 'CERTIFICATE_EXPIRED' });
    expect((expired.body as Err).message).toContain('10/31/2026');
    await ctx.database.pool.query(
      `update company_signing_certificates set not_after = '2036-01-01T00:00:00Z' where company_id = $1`,
      [company],
    );
    const [sealed] = await q<{ p: string }>(
      'select sol_password_sealed as p from company_sunat_credentials where company_id = $1',
      [company],
    );
    await ctx.database.pool.query(
      'update company_sunat_credentials set sol_password_sealed = null where company_id = $1',
      [company],
    );
    const noPassword = await issue(id);
    expect(noPassword.status).toBe(409);
    expect(noPassword.body).toMatchObject({
      code: 'SUNAT_CREDENTIALS_INCOMPLETE',
      details: { missing: ['solPassword'] },
    });
    await ctx.database.pool.query(
      'update company_sunat_credentials set sol_password_sealed = $2 where company_id = $1',
      [company, sealed!.p],
    );
    expect((await admin.post('/api/billing/sales-document/get', { id })).body).toMatchObject({
      state: 'draft',
    });
    expect(sunat.receipts.some((r) => r.fileName.includes(`-${id}-`))).toBe(false);
  });

  it('voids an accepted factura by a comunicación de baja once SUNAT accepts it: the entry reversed then', async () => {
    const id = await draft();
    // Issued today (Lima), so the baja is inside its seven days whatever the day the test runs.
    expect((await admin.post('/api/billing/sales-document/issue', { id })).status).toBe(200);
    await send((await record(id))!.id);
    const res = await admin.post('/api/billing/sales-document/void', {
      id,
      reason: 'Error en el RUC del cliente',
    });
    expect(res.status).toBe(200);
    // Asked, not yet void: SUNAT has not answered the baja.
    expect(res.body).toMatchObject({
      state: 'issued',
      voidReason: 'Error en el RUC del cliente',
      sunatVoid: { state: 'pending' },
    });
    expect(await reversals(id)).toBe(0);
    const pending = await admin.post('/api/billing/sales-document/void', { id, reason: 'Otra vez' });
    expect(pending.status).toBe(409);
    expect((pending.body as Err).code).toBe('VOID_PENDING');
    // Nor may money or a note land on it while SUNAT's answer may void it.
    const [bank] = await q<{ id: number }>(
      `select id from treasury_bank_accounts where company_id = $1 and currency = 'PEN' and status = 'active'
        and ledger_account_id is not null order by id limit 1`,
      [company],
    );
    const paid = await admin.post('/api/billing/receivables/collection/create', {
      clientId,
      date: (res.body as TSalesDocument).issueDate,
      kind: 'payment',
      bankAccountId: bank!.id,
      allocations: [{ documentId: id, amount: '100.00' }],
    });
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({
      code: 'VOID_PENDING',
      errors: { 'allocations.0.documentId': [expect.any(String)] },
    });
    const noted = await admin.post('/api/billing/sales-document/issue-note', {
      referenceId: id,
      documentType: '07',
      seriesId: await noteSeries('07'),
      reason: '04',
      description: 'Descuento',
      lines: [{ description: 'Descuento', quantity: '1', unitValue: '10.00', taxAffectation: '10' }],
    });
    expect(noted.status).toBe(409);
    expect((noted.body as Err).code).toBe('VOID_PENDING');
    const baja = await bajaOf(id);
    expect(baja?.file_name).toMatch(/^\d{11}-RA-\d{8}-\d+$/);
    // The summary's ticket is asked until SUNAT's CDR is ready (the local SUNAT answers 98 once).
    await sendUntilAnswered(baja!.id);
    expect((await bajaOf(id))?.state).toBe('accepted');
    const voided = (await admin.post('/api/billing/sales-document/get', { id })).body as TSalesDocument;
    expect(voided).toMatchObject({ state: 'voided', sunatVoid: { state: 'accepted' } });
    expect(await reversals(id)).toBe(1);
    const [audit] = await q<{ after: { by: string; reason: string } }>(
      `select after from audit_log where entity = 'sales_document' and entity_id = $1 and action = 'void'`,
      [String(id)],
    );
    expect(audit?.after).toMatchObject({ by: 'comunicacion_de_baja', reason: 'Error en el RUC del cliente' });
    // Voided once: a second baja finds the document voided.
    const again = await admin.post('/api/billing/sales-document/void', { id, reason: 'Otra vez' });
    expect(again.status).toBe(409);
  });

  it('leaves the factura issued when SUNAT rejects its baja, and lets another be asked', async () => {
    const id = await draft();
    expect((await admin.post('/api/billing/sales-document/issue', { id })).status).toBe(200);
    await send((await record(id))!.id);
    sunat.behave(
      { kind: 'reject', code: '2375', description: 'Fecha de emisión fuera de plazo' },
      { times: 1 },
    );
    expect((await admin.post('/api/billing/sales-document/void', { id, reason: 'Duplicada' })).status).toBe(
      200,
    );
    await sendUntilAnswered((await bajaOf(id))!.id);
    const kept = (await admin.post('/api/billing/sales-document/get', { id })).body as TSalesDocument;
    expect(kept).toMatchObject({
      state: 'issued',
      sunatVoid: {
        state: 'rejected',
        sunatCode: '2375',
        sunatDescription: 'Fecha de emisión fuera de plazo',
      },
    });
    expect(await reversals(id)).toBe(0);
    const retry = await admin.post('/api/billing/sales-document/void', { id, reason: 'Duplicada' });
    expect(retry.status).toBe(200);
    await sendUntilAnswered((await bajaOf(id))!.id);
    expect((await admin.post('/api/billing/sales-document/get', { id })).body).toMatchObject({
      state: 'voided',
    });
  });

  it('voids a debit note of a factura by a baja, and refuses a credit note that cancelled its factura', async () => {
    const id = await draft();
    expect((await admin.post('/api/billing/sales-document/issue', { id })).status).toBe(200);
    await send((await record(id))!.id);
    const note = async (documentType: '07' | '08', reason: string) => {
      const res = await admin.post('/api/billing/sales-document/issue-note', {
        referenceId: id,
        documentType,
        seriesId: await noteSeries(documentType),
        reason,
        description: documentType === '08' ? 'Penalidad por demora' : 'Anulación de la operación',
        // A cancelling credit note takes the factura's own lines.
        ...(documentType === '08'
          ? { lines: [{ description: 'Ajuste', quantity: '1', unitValue: '100.00', taxAffectation: '10' }] }
          : {}),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const noteId = (res.body as Doc).id;
      await send((await record(noteId))!.id);
      return noteId;
    };
    // Debit note S/ 100.00 + IGV 18.00 = 118.00 on the factura's S/ 1,180.00.
    const debit = await note('08', '02');
    expect(
      (await admin.post('/api/billing/sales-document/void', { id: debit, reason: 'Monto errado' })).status,
    ).toBe(200);
    const [line] = await q<{ type: string }>(
      `select xml as type from electronic_documents where source_type = 'sales_document_void' and source_id = $1`,
      [debit],
    );
    expect(line?.type).toContain('<cbc:DocumentTypeCode>08</cbc:DocumentTypeCode>');
    await sendUntilAnswered((await bajaOf(debit))!.id);
    expect((await admin.post('/api/billing/sales-document/get', { id: debit })).body).toMatchObject({
      state: 'voided',
    });
    expect(await reversals(debit)).toBe(1);
    // The cancelling credit note voids the factura: voiding the note would bring it back.
    const cancelling = await note('07', '01');
    const refused = await admin.post('/api/billing/sales-document/void', { id: cancelling, reason: 'No' });
    expect(refused.status).toBe(409);
    expect((refused.body as Err).code).toBe('VOID_NOT_ALLOWED');
  });

  it('refuses the baja after its seven days, and of a document SUNAT never accepted', async () => {
    const late = await draft();
    expect((await issue(late)).status).toBe(200); // issued on 2026-11-04
    await send((await record(late))!.id);
    const res = await admin.post('/api/billing/sales-document/void', { id: late, reason: 'Tarde' });
    expect(res.status).toBe(409);
    expect((res.body as Err).code).toBe('VOID_TERM_PASSED');
    const unsent = await draft();
    expect((await admin.post('/api/billing/sales-document/issue', { id: unsent })).status).toBe(200);
    const refused = await admin.post('/api/billing/sales-document/void', { id: unsent, reason: 'Sin CDR' });
    expect((refused.body as Err).code).toBe('VOID_NOT_ALLOWED');
  });
});
