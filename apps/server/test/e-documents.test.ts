import {
  SECTION_IDS,
  type TEDocumentDetail,
  type TEDocumentListResponse,
  type TSunatCredentialsAnswer,
} from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PreparedDocument, recordElectronicDocument } from '../src/modules/e-documents/index.ts';
import { sendElectronicDocument, TryAgainLater } from '../src/modules/e-documents/send-document.ts';
import { SAMPLE_FACTURA } from '../src/modules/e-documents/ubl-samples-data.ts';
import { sendSigningCertificateReminders } from '../src/modules/notifications/index.ts';
import { resolveEventRecipients } from '../src/modules/settings/index.ts';
import { seal } from '../src/platform/crypto/secret-box.ts';
import { createLocalStorage } from '../src/platform/files/file-storage.ts';
import { E_DOCUMENT_QUEUE, QUEUE_SCHEMA } from '../src/platform/jobs/index.ts';
import { createMailService } from '../src/platform/mail/mail.service.ts';
import { client } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken, type TestUser } from './setup/test-users.ts';
import { createSunatDouble, type DoubleBehaviour } from './support/sunat-double.ts';

const ctx = useTestApp();
const COMPANY = 1;
const SOL_PASSWORD = 'sol-Secret-77';
const GRE_SECRET = 'gre-Secret-88';
const RETRY = { retryLimit: 3, retryDelaySeconds: 30 };
type Errors = { code: string; message: string; errors?: Record<string, string[]> };

let ruc = '';
let sales: TestUser;
let trips: TestUser;
let companies: TestUser;
let salesToken = '';
let tripsToken = '';
let companiesToken = '';

const put = async (body: unknown, token = companiesToken) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/setting/company/sunat/update',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': 'en',
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, text: res.payload, body: res.json() as TSunatCredentialsAnswer & Errors };
};

const prepared = (fileName: string): PreparedDocument => ({
  fileName,
  xml: `<Invoice><cbc:ID>${fileName}</cbc:ID></Invoice>`,
  zip: Buffer.from(`zip of ${fileName}`),
  digestValue: `digest-${fileName}`,
  content: { kind: 'sales', document: SAMPLE_FACTURA },
});

/** Records a document as an owner would, in its own transaction; answers the record's id. */
const record = (kind: 'sales' | 'voided' | 'despatch', fileName: string, sourceId = 1) =>
  ctx.database.db.transaction((tx) =>
    recordElectronicDocument(
      tx,
      { user: sales },
      {
        companyId: COMPANY,
        kind,
        sourceType: kind === 'despatch' ? 'travel_order' : 'sales_document',
        sourceId,
        prepared: prepared(fileName),
      },
    ),
  );

const row = async (id: number) =>
  (
    await ctx.database.db.execute<{
      state: string;
      attempts: number;
      sunat_code: string | null;
      last_error: string | null;
      ticket: string | null;
    }>(sql`select state, attempts, sunat_code, last_error, ticket from electronic_documents where id = ${id}`)
  ).rows[0];

const sender = (behaviour?: (fileName: string, n: number) => DoubleBehaviour, pendingPolls = 0) => {
  const double = createSunatDouble({ behaviour, pendingPolls });
  const send = sendElectronicDocument({ db: ctx.database.db, transport: double, retry: RETRY });
  return { double, send };
};

beforeAll(async () => {
  const { rows } = await ctx.database.pool.query<{ ruc: string }>('select ruc from companies where id = $1', [
    COMPANY,
  ]);
  ruc = rows[0]!.ruc;
  sales = await createTestUser(ctx, { sections: [SECTION_IDS.SALES_DOCUMENTS] });
  trips = await createTestUser(ctx, { sections: [SECTION_IDS.TRAVEL_ORDERS] });
  companies = await createTestUser(ctx, { sections: [SECTION_IDS.COMPANIES] });
  salesToken = await sessionToken(ctx, sales);
  tripsToken = await sessionToken(ctx, trips);
  companiesToken = await sessionToken(ctx, companies);
});

describe("a company's SUNAT credentials", () => {
  it('are saved and shown without their secrets, and audited without them', async () => {
    const before = await client(ctx, companiesToken).post('/api/setting/company/sunat/get', { id: COMPANY });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ companyId: COMPANY, credentials: null });

    const saved = await put({
      companyId: COMPANY,
      environment: 'beta',
      solUser: 'MODDATOS',
      solPassword: SOL_PASSWORD,
      greClientId: 'client-1',
      greClientSecret: GRE_SECRET,
      endpoints: {
        billService: 'http://127.0.0.1:9/bill',
        greToken: 'http://127.0.0.1:9/t',
        greApi: 'http://127.0.0.1:9/a',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.credentials).toMatchObject({
      environment: 'beta',
      solUser: 'MODDATOS',
      hasSolPassword: true,
      greClientId: 'client-1',
      hasGreSecret: true,
      endpoints: { billService: 'http://127.0.0.1:9/bill' },
    });
    expect(saved.text).not.toContain(SOL_PASSWORD);
    expect(saved.text).not.toContain(GRE_SECRET);

    // Empty secrets keep the stored ones.
    const again = await put({
      companyId: COMPANY,
      environment: 'beta',
      solUser: 'MODDATOS2',
      greClientId: 'client-1',
    });
    expect(again.status).toBe(200);
    expect(again.body.credentials).toMatchObject({
      solUser: 'MODDATOS2',
      hasSolPassword: true,
      hasGreSecret: true,
      endpoints: null,
    });

    const got = await client(ctx, companiesToken).post('/api/setting/company/sunat/get', { id: COMPANY });
    expect(JSON.stringify(got.body)).not.toContain(SOL_PASSWORD);

    const { rows } = await ctx.database.pool.query<{ before: unknown; after: unknown }>(
      `select before, after from audit_log where entity = 'company' and entity_id = $1
         and action = 'save_sunat_credentials' order by id`,
      [String(COMPANY)],
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]?.after).toMatchObject({ solUser: 'MODDATOS2', solPasswordChanged: false });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(SOL_PASSWORD);
    expect(stored).not.toContain(GRE_SECRET);
    const sealed = await ctx.database.pool.query<{ s: string }>(
      'select sol_password_sealed as s from company_sunat_credentials where company_id = $1',
      [COMPANY],
    );
    expect(sealed.rows[0]?.s).not.toContain(SOL_PASSWORD);
  });

  it('refuse local addresses in production and a new client id without its secret, naming the field', async () => {
    const local = {
      billService: 'http://127.0.0.1:9/b',
      greToken: 'http://127.0.0.1:9/t',
      greApi: 'http://127.0.0.1:9/a',
    };
    const prod = await put({ companyId: COMPANY, environment: 'production', solUser: 'X', endpoints: local });
    expect(prod.status).toBe(400);
    expect(Object.keys(prod.body.errors ?? {})).toEqual(['endpoints']);
    const client2 = await put({
      companyId: COMPANY,
      environment: 'beta',
      solUser: 'X',
      greClientId: 'client-2',
    });
    expect(client2.status).toBe(400);
    expect(Object.keys(client2.body.errors ?? {})).toEqual(['greClientSecret']);
    const unknown = await put({ companyId: 999_999, environment: 'beta', solUser: 'X', solPassword: 'p' });
    expect(unknown.status).toBe(404);
    // Put back what the sending tests use.
    const ok = await put({
      companyId: COMPANY,
      environment: 'beta',
      solUser: 'MODDATOS',
      solPassword: SOL_PASSWORD,
      greClientId: 'client-1',
      greClientSecret: GRE_SECRET,
    });
    expect(ok.status).toBe(200);
  });

  it('are removed to stop issuing electronically, audited, and put back', async () => {
    const api = client(ctx, companiesToken);
    const removed = await api.post('/api/setting/company/sunat/remove', { id: COMPANY });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ companyId: COMPANY, credentials: null });
    expect((await api.post('/api/setting/company/sunat/remove', { id: COMPANY })).status).toBe(404);
    const { rows } = await ctx.database.pool.query<{ before: unknown }>(
      `select before from audit_log where entity = 'company' and entity_id = $1 and action = 'remove_sunat_credentials'`,
      [String(COMPANY)],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(SOL_PASSWORD);
    const back = await put({
      companyId: COMPANY,
      environment: 'beta',
      solUser: 'MODDATOS',
      solPassword: SOL_PASSWORD,
      greClientId: 'client-1',
      greClientSecret: GRE_SECRET,
    });
    expect(back.status).toBe(200);
  });
});

describe('an electronic document', () => {
  it('is recorded pending with its send queued in the same transaction, and never twice', async () => {
    const id = await record('sales', `${ruc}-01-F001-1`);
    expect(await row(id)).toMatchObject({ state: 'pending', attempts: 0 });
    const jobs = await ctx.database.db.execute(
      sql`select id from ${sql.identifier(QUEUE_SCHEMA)}.job where name = ${E_DOCUMENT_QUEUE} and (data->>'id')::int = ${id}`,
    );
    expect(jobs.rows).toHaveLength(1);
    await expect(record('sales', `${ruc}-01-F001-1`)).rejects.toThrow();
    // A rolled-back owner leaves neither a record nor a job.
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await recordElectronicDocument(
          tx,
          { user: sales },
          {
            companyId: COMPANY,
            kind: 'sales',
            sourceType: 'sales_document',
            sourceId: 2,
            prepared: prepared(`${ruc}-01-F001-2`),
          },
        );
        throw new Error('the owner fails');
      }),
    ).rejects.toThrow('the owner fails');
    const none = await ctx.database.db.execute(
      sql`select id from electronic_documents where file_name = ${`${ruc}-01-F001-2`}`,
    );
    expect(none.rows).toHaveLength(0);
  });

  it('is sent and accepted, its CDR kept, listed and downloaded by the sales section', async () => {
    const id = await record('sales', `${ruc}-01-F001-3`, 3);
    const { double, send } = sender();
    await send(id, { retryCount: 0, retryLimit: RETRY.retryLimit });
    expect(await row(id)).toMatchObject({ state: 'accepted', attempts: 1, sunat_code: '0' });
    expect(double.receivedCount(`${ruc}-01-F001-3`)).toBe(1);
    // Taken again (a duplicate job), a closed record is left alone.
    await send(id, { retryCount: 0, retryLimit: RETRY.retryLimit });
    expect(double.calls).toEqual([`sendBill ${ruc}-01-F001-3`]);

    const api = client(ctx, salesToken);
    const list = await api.post('/api/e-documents/list', { q: 'F001-3', filters: { state: 'accepted' } });
    expect(list.status).toBe(200);
    expect((list.body as TEDocumentListResponse).data.map((d) => d.id)).toEqual([id]);
    const detail = await api.get(`/api/e-documents/${id}`);
    expect(detail.body).toMatchObject({
      state: 'accepted',
      hasCdr: true,
      kind: 'sales',
      series: 'F001',
      number: 3,
    });
    expect(detail.body).not.toHaveProperty('xml');
    const xml = await api.get(`/api/e-documents/${id}/xml`);
    expect(xml.status).toBe(200);
    expect(xml.raw.toString()).toContain(`${ruc}-01-F001-3`);
    const cdr = await api.get(`/api/e-documents/${id}/cdr`);
    expect(cdr.status).toBe(200);
    expect(cdr.headers['content-type']).toBe('application/zip');

    const states = await import('../src/modules/e-documents/index.ts').then((m) =>
      m.electronicStatesOf(ctx.database.db, 'sales_document', [3, 404]),
    );
    expect([...states.entries()]).toEqual([
      [3, { id, state: 'accepted', code: '0', description: expect.any(String) }],
    ]);

    // The travel orders' section sees the GRE only: the factura is not theirs, as if it did not exist.
    const other = client(ctx, tripsToken);
    expect((await other.post('/api/e-documents/list', {})).body).toMatchObject({ total: 0 });
    expect((await other.get(`/api/e-documents/${id}`)).status).toBe(404);
    expect((await other.get(`/api/e-documents/${id}/xml`)).status).toBe(404);
    expect((await api.get('/api/e-documents/999999')).status).toBe(404);
  });

  it('rejected with a CDR keeps its number spent: a resend is refused, saying why', async () => {
    const id = await record('sales', `${ruc}-01-F001-4`, 4);
    const { send } = sender(() => ({
      kind: 'reject',
      code: '2800',
      description: 'El dato ingresado no cumple',
    }));
    await send(id, { retryCount: 0, retryLimit: RETRY.retryLimit });
    expect(await row(id)).toMatchObject({ state: 'rejected', sunat_code: '2800' });
    const res = await client(ctx, salesToken).post('/api/e-documents/resend', { id });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'E_DOCUMENT_NUMBER_SPENT' });
  });

  it('fails after its retries while SUNAT is unreachable, then is resent once and accepted', async () => {
    const id = await record('sales', `${ruc}-01-F001-5`, 5);
    const down = sender(() => ({ kind: 'unavailable' }));
    for (let retryCount = 0; retryCount < RETRY.retryLimit; retryCount++) {
      await expect(down.send(id, { retryCount, retryLimit: RETRY.retryLimit })).rejects.toThrow(
        TryAgainLater,
      );
      expect(await row(id)).toMatchObject({ state: 'sending', attempts: retryCount + 1 });
    }
    await down.send(id, { retryCount: RETRY.retryLimit, retryLimit: RETRY.retryLimit });
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: RETRY.retryLimit + 1 });
    expect((await row(id))?.last_error).toContain('ECONNREFUSED');

    const api = client(ctx, salesToken);
    const resent = await api.post('/api/e-documents/resend', { id });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ state: 'pending', attempts: 0 });
    const twice = await api.post('/api/e-documents/resend', { id });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'E_DOCUMENT_STATE',
      message: 'The electronic document is pending: it does not take that change',
    });
    const up = sender();
    await up.send(id, { retryCount: 0, retryLimit: RETRY.retryLimit });
    expect(await row(id)).toMatchObject({ state: 'accepted' });
    expect(up.double.receivedCount(`${ruc}-01-F001-5`)).toBe(1);
    const audit = await ctx.database.pool.query(
      `select action from audit_log where entity = 'electronic_document' and entity_id = $1`,
      [String(id)],
    );
    expect(audit.rows).toEqual([{ action: 'resend' }]);
    expect((await api.post('/api/e-documents/resend', { id: 999_999 })).status).toBe(404);
  });

  it('found in sending takes the CDR SUNAT already holds instead of sending it again', async () => {
    const fileName = `${ruc}-01-F001-6`;
    const id = await record('sales', fileName, 6);
    const { double, send } = sender();
    // SUNAT registered it but the answer was lost: the first try's call is cut short.
    await double.sendBill(
      { billService: '', greToken: '', greApi: '' },
      { ruc, user: 'u', password: 'p' },
      fileName,
      Buffer.alloc(0),
    );
    await ctx.database.db.execute(sql`update electronic_documents set state = 'sending' where id = ${id}`);
    await send(id, { retryCount: 1, retryLimit: RETRY.retryLimit });
    expect(await row(id)).toMatchObject({ state: 'accepted' });
    expect(double.receivedCount(fileName)).toBe(1);
    expect(double.calls.at(-1)).toBe('getStatusCdr 01-F001-6');
  });

  it('found in sending that never reached SUNAT is sent, once', async () => {
    const fileName = `${ruc}-01-F001-10`;
    const id = await record('sales', fileName, 10);
    const { double, send } = sender();
    // The process died before its call left: SUNAT holds nothing under that number.
    await ctx.database.db.execute(sql`update electronic_documents set state = 'sending' where id = ${id}`);
    await send(id, { retryCount: 1, retryLimit: RETRY.retryLimit });
    expect(await row(id)).toMatchObject({ state: 'accepted' });
    expect(double.calls).toEqual(['getStatusCdr 01-F001-10', `sendBill ${fileName}`]);
    expect(double.receivedCount(fileName)).toBe(1);
  });

  it('answered 1033 (registered before) takes SUNAT’s CDR', async () => {
    const fileName = `${ruc}-01-F001-7`;
    const id = await record('sales', fileName, 7);
    const { double, send } = sender((_f, n) =>
      n === 1
        ? { kind: 'accept' }
        : { kind: 'fault', code: '1033', description: 'El comprobante fue registrado previamente' },
    );
    await double.sendBill(
      { billService: '', greToken: '', greApi: '' },
      { ruc, user: 'u', password: 'p' },
      fileName,
      Buffer.alloc(0),
    );
    await send(id, { retryCount: 0, retryLimit: RETRY.retryLimit });
    expect(await row(id)).toMatchObject({ state: 'accepted', sunat_code: '0' });
    expect(double.calls.slice(1)).toEqual([`sendBill ${fileName}`, 'getStatusCdr 01-F001-7']);
  });

  it('a baja waits for its ticket, asked again until SUNAT has its CDR', async () => {
    const fileName = `${ruc}-RA-20310105-1`;
    const id = await record('voided', fileName, 8);
    const { double, send } = sender(undefined, 1);
    await send(id, { retryCount: 0, retryLimit: RETRY.retryLimit });
    expect(await row(id)).toMatchObject({ state: 'awaiting_ticket', ticket: `T-${fileName}` });
    await expect(send(id, { retryCount: 0, retryLimit: RETRY.retryLimit })).rejects.toThrow(TryAgainLater);
    await send(id, { retryCount: 1, retryLimit: RETRY.retryLimit });
    expect(await row(id)).toMatchObject({ state: 'accepted' });
    expect(double.calls).toEqual([
      `sendSummary ${fileName}`,
      `getStatus T-${fileName}`,
      `getStatus T-${fileName}`,
    ]);
  });

  it('a GRE is the travel orders section’s, sent with the GRE credentials', async () => {
    const fileName = `${ruc}-31-V001-1`;
    const id = await record('despatch', fileName, 9);
    const { send } = sender();
    await send(id, { retryCount: 0, retryLimit: RETRY.retryLimit });
    await send(id, { retryCount: 0, retryLimit: RETRY.retryLimit });
    expect(await row(id)).toMatchObject({ state: 'accepted' });
    const mine = await client(ctx, tripsToken).post('/api/e-documents/list', {});
    expect((mine.body as TEDocumentListResponse).data.map((d) => d.kind)).toEqual(['despatch']);
    expect((await client(ctx, salesToken).get(`/api/e-documents/${id}`)).status).toBe(404);
    const detail = (await client(ctx, tripsToken).get(`/api/e-documents/${id}`)).body as TEDocumentDetail;
    expect(detail.sourceType).toBe('travel_order');
  });
});

describe("the company's signing certificate, near its end", () => {
  const certificateEnding = (notAfter: string) =>
    ctx.database.pool.query(
      `insert into company_signing_certificates
         (company_id, p12_sealed, password_sealed, subject, issuer, serial_number, not_before, not_after)
       values ($1, $2, $2, 'CN=Zerg', 'CN=CA', '01', '2020-01-01', $3)
       on conflict (company_id) do update set not_after = excluded.not_after`,
      [COMPANY, seal(Buffer.from('x')), notAfter],
    );

  it('is shown beside the credentials with a warning within 30 days', async () => {
    await certificateEnding(new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString());
    const got = await client(ctx, companiesToken).post('/api/setting/company/sunat/get', { id: COMPANY });
    expect(got.body).toMatchObject({ certificate: { expired: false, expiresSoon: true } });
    await certificateEnding(new Date(Date.now() + 90 * 24 * 3600 * 1000).toISOString());
    const later = await client(ctx, companiesToken).post('/api/setting/company/sunat/get', { id: COMPANY });
    expect(later.body).toMatchObject({ certificate: { expired: false, expiresSoon: false } });
  });

  it('is told to the companies section by bell and mail, once per threshold', async () => {
    const mail = createMailService(
      ctx.config,
      ctx.database.db,
      { error: () => {}, warn: () => {} },
      resolveEventRecipients,
      createLocalStorage(ctx.config.filesDir),
    );
    // The last valid day in Lima is 2031-01-20.
    await certificateEnding('2031-01-21T04:59:59Z');
    const run = (today: string) =>
      sendSigningCertificateReminders(ctx.database.db, mail, { today, days: 30 });
    expect(await run('2030-12-01')).toEqual({ due: 0, sent: 0, recipients: 0 });
    const first = await run('2031-01-10');
    expect(first).toMatchObject({ due: 1, sent: 1 });
    expect(first.recipients).toBeGreaterThan(0);
    expect(await run('2031-01-11')).toMatchObject({ due: 1, sent: 0 });
    expect(await run('2031-01-21')).toMatchObject({ due: 1, sent: 1 });
    const notices = await ctx.database.pool.query<{ user_id: number; type: string; title: string }>(
      `select user_id, type, title from notifications where type like 'signing_certificate_%' order by id`,
    );
    expect(notices.rows.filter((n) => n.user_id === companies.id).map((n) => n.type)).toEqual([
      'signing_certificate_expiring',
      'signing_certificate_expired',
    ]);
    const mails = await ctx.database.pool.query<{ event: string; subject: string }>(
      `select event, subject from mail_outbox where event like 'signing_certificate.%' order by id`,
    );
    expect(mails.rows.map((m) => m.event)).toEqual([
      'signing_certificate.expiring',
      'signing_certificate.expired',
    ]);
  });
});
