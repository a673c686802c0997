import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
let admin: ReturnType<typeof client>;
let adminEs: ReturnType<typeof client>;

type Doc = {
  id: number;
  state: string;
  number: number | null;
  fullNumber: string | null;
  issueDate: string | null;
  dueDate: string | null;
  currency: string;
  taxableAmount: string;
  igvAmount: string;
  totalAmount: string;
  totalPen: string;
  exchangeRate: string | null;
  detractionApplies: boolean;
  detractionCode: string | null;
  detractionAmountPen: string;
  detractionAccount: string | null;
  netAmountPen: string;
  netAmount: string;
  creditedAmount: string;
  journalEntryId: number | null;
  lines: { travelOrderId: number | null; unitValue: string; igvAmount: string; lineTotal: string }[];
};
type ErrorBody = { code: string; message: string; errors?: Record<string, string[]> };

const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query(text, values)).rows as T[];
const one = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => {
  const [row] = await q<T>(text, values);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
};

let company: number;
let ruc: number; // a client with RUC, invoiced per period, 30 days of credit
let dollars: number; // a client with RUC billed in USD
let person: number; // a client with DNI
let facturas: number;
let boletas: number;
let creditF: number;
let creditB: number;
let trip1: number;
let trip2: number;
let usdTrip: number;
let noRateTrip: number;

/** A client with its own service order and finished trips on the first demo order's route and type. */
const newClient = async (doc: 'RUC' | 'DNI', number: string, name: string, termDays: number) =>
  (
    await one<{ id: number }>(
      `insert into clients (document_type, document_number, legal_name, payment_term_days) values ($1, $2, $3, $4) returning id`,
      [doc, number, name, termDays],
    )
  ).id;

let seq = 0;
const newTrip = async (clientId: number, departure: string) => {
  seq += 1;
  const so = await one<{ id: number }>(
    `insert into service_orders (code, company_id, client_id, route_id, vehicle_type_id, cargo_description, weight_kg,
       start_date, end_date, currency, price, status)
     select 'OS-BT-' || $1::text, $2::int, $3::int, route_id, vehicle_type_id, 'Cemento', 1000, $4::date, $4::date, 'PEN', 1, 'finished'
     from service_orders order by id limit 1 returning id`,
    [seq, company, clientId, departure],
  );
  const trip = await one<{ id: number }>(
    `insert into travel_orders (code, service_order_id, tractor_id, driver_id, route_id, planned_departure, planned_arrival,
       state, finished_at)
     select 'OV-BT-' || $1::text, $2::int, tractor_id, driver_id, (select route_id from service_orders where id = $2),
       ($3::date + time '08:00') at time zone 'America/Lima', ($3::date + time '20:00') at time zone 'America/Lima',
       'finished', ($3::date + time '20:00') at time zone 'America/Lima'
     from travel_orders order by id limit 1 returning id`,
    [seq, so.id, departure],
  );
  return trip.id;
};

const rate = (clientId: number, currency: string, amount: string, from: string, to: string | null) =>
  q(
    `insert into rates (client_id, route_id, vehicle_type_id, currency, amount, valid_from, valid_to)
     select $1, route_id, vehicle_type_id, $2, $3, $4, $5 from service_orders order by id limit 1`,
    [clientId, currency, amount, from, to],
  );

const series = async (documentType: string, code: string) => {
  const res = await admin.post('/api/billing/series/create', {
    companyId: company,
    documentType,
    series: code,
  });
  expect(res.status).toBe(200);
  return (res.body as { id: number }).id;
};

const draft = async (over: Record<string, unknown> = {}) =>
  admin.post('/api/billing/sales-document/create-draft', {
    companyId: company,
    clientId: ruc,
    documentType: '01',
    seriesId: facturas,
    currency: 'PEN',
    lines: [{ description: 'Transporte', quantity: '1', unitValue: '300.00', taxAffectation: '10' }],
    ...over,
  });

beforeAll(async () => {
  const token = (await login(ctx, DEMO.admin)).accessToken;
  admin = client(ctx, token);
  adminEs = client(ctx, token, 'es');
  company = (await one<{ company_id: number }>('select company_id from service_orders order by id limit 1'))
    .company_id;
  ruc = await newClient('RUC', '20999000111', 'Cementos de Prueba S.A.C.', 30);
  dollars = await newClient('RUC', '20999000222', 'Minera de Prueba S.A.', 15);
  person = await newClient('DNI', '40999111', 'Juana Pérez', 0);
  // Two dated rates: the first half of October at 1,000.00, from the 16th at 1,200.00.
  await rate(ruc, 'PEN', '1000.00', '2026-01-01', '2026-10-15');
  await rate(ruc, 'PEN', '1200.00', '2026-10-16', null);
  await rate(dollars, 'USD', '500.00', '2026-01-01', null);
  trip1 = await newTrip(ruc, '2026-10-10');
  trip2 = await newTrip(ruc, '2026-10-20');
  usdTrip = await newTrip(dollars, '2026-10-12');
  noRateTrip = await newTrip(person, '2026-10-05');
  facturas = await series('01', 'FT01');
  boletas = await series('03', 'BT01');
  creditF = await series('07', 'FCT1');
  creditB = await series('07', 'BCT1');
  await admin.post('/api/billing/settings/client/save', {
    clientId: ruc,
    grouping: 'period',
    language: 'es',
  });
});

describe('the demo company', () => {
  it('has a few months of issued facturas, some from its finished trips, with their entries', async () => {
    const months = await q<{ month: string; n: number; trips: number; entries: number }>(
      `select to_char(d.issue_date, 'YYYY-MM') as month, count(distinct d.id)::int as n,
         count(l.travel_order_id)::int as trips, count(distinct d.journal_entry_id)::int as entries
       from sales_documents d join billing_series s on s.id = d.series_id and s.series in ('F001', 'B001')
       left join sales_document_lines l on l.document_id = d.id
       where d.state in ('issued', 'partially_paid', 'paid') group by 1 order by 1`,
    );
    expect(months.length).toBeGreaterThanOrEqual(3);
    expect(months.every((m) => m.entries === m.n)).toBe(true);
    expect(months.reduce((n, m) => n + m.trips, 0)).toBeGreaterThan(0);
  });
});

describe('series and settings', () => {
  it('refuses a series twice and a series code outside SUNAT form', async () => {
    const again = await admin.post('/api/billing/series/create', {
      companyId: company,
      documentType: '01',
      series: 'FT01',
    });
    expect(again.status).toBe(409);
    expect((again.body as ErrorBody).code).toBe('BILLING_SERIES_EXISTS');
    const bad = await admin.post('/api/billing/series/create', {
      companyId: company,
      documentType: '01',
      series: 'X001',
    });
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorBody).errors?.series).toBeDefined();
  });

  it('keeps the company Banco de la Nación account', async () => {
    const res = await admin.post('/api/billing/settings/company/save', {
      companyId: company,
      detractionAccount: '00-000-123456',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ detractionAccount: '00-000-123456' });
  });
});

describe('invoicing the work done', () => {
  it('prices each trip with the rate in force on its day', async () => {
    const res = await admin.post('/api/billing/work/list', { clientId: ruc, period: '2026-10' });
    expect(res.status).toBe(200);
    const body = res.body as { grouping: string; trips: { travelOrderId: number; amount: string }[] };
    expect(body.grouping).toBe('period');
    expect(body.trips.map((t) => [t.travelOrderId, t.amount])).toEqual([
      [trip1, '1000.00'],
      [trip2, '1200.00'],
    ]);
  });

  it('names the trip and the route when no rate is in force', async () => {
    const res = await admin.post('/api/billing/work/list', { clientId: person, period: '2026-10' });
    expect(res.status).toBe(409);
    const body = res.body as ErrorBody;
    expect(body.code).toBe('TRIP_RATE_MISSING');
    expect(body.message).toContain(`OV-BT-4`);
    expect(body.message).toMatch(/route .+ has no rate/);
    expect(noRateTrip).toBeGreaterThan(0);
  });

  let invoice: Doc;
  it('makes one draft per period, issues it with its number, detracción, due date and entry', async () => {
    const made = await admin.post('/api/billing/work/invoice', {
      clientId: ruc,
      period: '2026-10',
      companyId: company,
      seriesId: facturas,
    });
    expect(made.status).toBe(200);
    const ids = (made.body as { documentIds: number[] }).documentIds;
    expect(ids).toHaveLength(1);
    const issued = await admin.post('/api/billing/sales-document/issue', {
      id: ids[0],
      issueDate: '2026-11-02',
    });
    expect(issued.status).toBe(200);
    invoice = issued.body as Doc;
    // 1,000.00 + 1,200.00 = 2,200.00; IGV 396.00; total 2,596.00; 4 % = 103.84 → S/ 104.
    expect(invoice).toMatchObject({
      state: 'issued',
      fullNumber: `FT01-${String(invoice.number).padStart(8, '0')}`,
      issueDate: '2026-11-02',
      dueDate: '2026-12-02',
      taxableAmount: '2200.00',
      igvAmount: '396.00',
      totalAmount: '2596.00',
      totalPen: '2596.00',
      detractionApplies: true,
      detractionCode: '027',
      detractionAmountPen: '104.00',
      detractionAccount: '00-000-123456',
      netAmountPen: '2492.00',
    });
    const lines = await q<{ code: string; debit: string; credit: string }>(
      `select a.code, l.debit::text, l.credit::text from journal_lines l join accounting_accounts a on a.id = l.account_id
       where l.entry_id = $1 order by a.code`,
      [invoice.journalEntryId],
    );
    expect(lines).toEqual([
      { code: '1212', debit: '2596.00', credit: '0.00' },
      { code: '40111', debit: '0.00', credit: '396.00' },
      { code: '70321', debit: '0.00', credit: '2200.00' },
    ]);
    const [audit] = await q<{ action: string }>(
      "select action from audit_log where entity = 'sales_document' and entity_id = $1 order by id desc limit 1",
      [String(invoice.id)],
    );
    expect(audit?.action).toBe('issue');
  });

  it('does not invoice a trip twice, nor edit what was issued', async () => {
    const work = await admin.post('/api/billing/work/list', { clientId: ruc, period: '2026-10' });
    expect((work.body as { trips: unknown[] }).trips).toEqual([]);
    const twice = await draft({
      lines: [
        { description: 'x', quantity: '1', unitValue: '10', taxAffectation: '10', travelOrderId: trip1 },
      ],
    });
    expect(twice.status).toBe(409);
    expect((twice.body as ErrorBody).code).toBe('TRIP_ALREADY_INVOICED');
    const edit = await adminEs.post('/api/billing/sales-document/update-draft', {
      id: invoice.id,
      companyId: company,
      clientId: ruc,
      documentType: '01',
      seriesId: facturas,
      currency: 'PEN',
      lines: [{ description: 'x', quantity: '1', unitValue: '10', taxAffectation: '10' }],
    });
    expect(edit.status).toBe(409);
    expect((edit.body as ErrorBody).code).toBe('SALES_DOCUMENT_STATE');
    expect((edit.body as ErrorBody).message).toContain('emitido');
  });

  it('credits part, refuses more than the total, and a cancelling note voids the invoice and frees its trips', async () => {
    const note = (over: Record<string, unknown>) =>
      admin.post('/api/billing/sales-document/issue-note', {
        referenceId: invoice.id,
        documentType: '07',
        seriesId: creditF,
        description: 'Ajuste',
        issueDate: '2026-11-03',
        ...over,
      });
    const part = await note({
      reason: '09',
      lines: [{ description: 'Descuento', quantity: '1', unitValue: '100.00', taxAffectation: '10' }],
    });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ totalAmount: '118.00', state: 'issued', detractionApplies: false });
    const wrongLetter = await note({
      reason: '09',
      seriesId: creditB,
      lines: [{ description: 'x', quantity: '1', unitValue: '1', taxAffectation: '10' }],
    });
    expect(wrongLetter.status).toBe(400);
    expect((wrongLetter.body as ErrorBody).errors?.seriesId).toBeDefined();
    const tooMuch = await note({
      reason: '09',
      lines: [{ description: 'Exceso', quantity: '1', unitValue: '2200.00', taxAffectation: '10' }],
    });
    expect(tooMuch.status).toBe(409);
    expect((tooMuch.body as ErrorBody).code).toBe('CREDIT_EXCEEDS_DOCUMENT');
    const cancel = await note({ reason: '01', description: 'Anulación de la operación' });
    expect(cancel.status).toBe(200);
    // What remained: 2,100.00 + IGV 378.00 = 2,478.00; with the 118.00 before, the whole 2,596.00.
    expect(cancel.body).toMatchObject({ totalAmount: '2478.00' });
    const after = (await admin.post('/api/billing/sales-document/get', { id: invoice.id })).body as Doc;
    expect(after).toMatchObject({ state: 'voided', creditedAmount: '2596.00' });
    const entry = await q<{ code: string; debit: string; credit: string }>(
      `select a.code, l.debit::text, l.credit::text from journal_lines l join accounting_accounts a on a.id = l.account_id
       where l.entry_id = $1 order by a.code`,
      [(cancel.body as Doc).journalEntryId],
    );
    expect(entry).toEqual([
      { code: '1212', debit: '0.00', credit: '2478.00' },
      { code: '40111', debit: '378.00', credit: '0.00' },
      { code: '70321', debit: '2100.00', credit: '0.00' },
    ]);
    const work = await admin.post('/api/billing/work/list', { clientId: ruc, period: '2026-10' });
    expect((work.body as { trips: { travelOrderId: number }[] }).trips.map((t) => t.travelOrderId)).toEqual([
      trip1,
      trip2,
    ]);
  });
});

describe('rules of a document', () => {
  it('gives a factura only to a client with RUC', async () => {
    const res = await draft({ clientId: person });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).errors?.clientId).toBeDefined();
    const boleta = await draft({ clientId: person, documentType: '03', seriesId: boletas });
    expect(boleta.status).toBe(200);
    const issued = await admin.post('/api/billing/sales-document/issue', { id: (boleta.body as Doc).id });
    expect(issued.status).toBe(200);
    expect((issued.body as Doc).detractionApplies).toBe(false);
  });

  it('needs the exchange rate of the issue date for dollars, naming the date', async () => {
    await q("delete from treasury_exchange_rates where rate_date = '2026-11-04'");
    const made = await admin.post('/api/billing/work/invoice', {
      clientId: dollars,
      period: '2026-10',
      companyId: company,
      seriesId: facturas,
    });
    expect(made.status).toBe(200);
    const id = (made.body as { documentIds: number[] }).documentIds[0];
    const missing = await admin.post('/api/billing/sales-document/issue', { id, issueDate: '2026-11-04' });
    expect(missing.status).toBe(409);
    expect((missing.body as ErrorBody).code).toBe('EXCHANGE_RATE_MISSING');
    expect((missing.body as ErrorBody).message).toContain('11/04/2026');
    await q(
      "insert into treasury_exchange_rates (rate_date, purchase, sale, source) values ('2026-11-04', 3.7400, 3.7512, 'SBS')",
    );
    const res = await admin.post('/api/billing/sales-document/issue', { id, issueDate: '2026-11-04' });
    expect(res.status).toBe(200);
    // 500.00 + IGV 90.00 = US$ 590.00 × 3.7512 = S/ 2,213.21; 4 % = 88.53 → S/ 89; US$ 590.00 − 23.73.
    expect(res.body).toMatchObject({
      currency: 'USD',
      exchangeRate: '3.7512',
      totalAmount: '590.00',
      totalPen: '2213.21',
      detractionAmountPen: '89.00',
      netAmountPen: '2124.21',
      netAmount: '566.27',
      dueDate: '2026-11-19',
    });
    expect(usdTrip).toBeGreaterThan(0);
  });

  it('issues nothing in a closed month, and takes no number for it', async () => {
    await q('insert into accounting_periods (company_id, year, month, closed) values ($1, 2026, 6, true)', [
      company,
    ]);
    const before = await one<{ last_number: number }>(
      'select last_number from billing_series where id = $1',
      [facturas],
    );
    const id = ((await draft()).body as Doc).id;
    const res = await admin.post('/api/billing/sales-document/issue', { id, issueDate: '2026-06-10' });
    expect(res.status).toBe(409);
    expect((res.body as ErrorBody).code).toBe('PERIOD_CLOSED');
    expect((res.body as ErrorBody).errors?.issueDate).toBeDefined();
    const after = await one<{ last_number: number }>('select last_number from billing_series where id = $1', [
      facturas,
    ]);
    expect(after.last_number).toBe(before.last_number);
    expect(((await admin.post('/api/billing/sales-document/get', { id })).body as Doc).state).toBe('draft');
  });

  it('numbers two documents issued at once consecutively', async () => {
    const a = ((await draft()).body as Doc).id;
    const b = ((await draft()).body as Doc).id;
    const [ra, rb] = await Promise.all([
      admin.post('/api/billing/sales-document/issue', { id: a }),
      admin.post('/api/billing/sales-document/issue', { id: b }),
    ]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const numbers = [(ra.body as Doc).number, (rb.body as Doc).number].map(Number).sort((x, y) => x - y);
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
    const { last_number } = await one<{ last_number: number }>(
      'select last_number from billing_series where id = $1',
      [facturas],
    );
    expect(last_number).toBe(numbers[1]);
  });

  it('adds with a debit note, and a draft deleted gives its trips back', async () => {
    const debitSeries = await series('08', 'FDT1');
    const base = await draft();
    const issued = (await admin.post('/api/billing/sales-document/issue', { id: (base.body as Doc).id }))
      .body as Doc;
    const debit = await admin.post('/api/billing/sales-document/issue-note', {
      referenceId: issued.id,
      documentType: '08',
      seriesId: debitSeries,
      reason: '01',
      description: 'Intereses por mora',
      lines: [{ description: 'Intereses', quantity: '1', unitValue: '10.00', taxAffectation: '10' }],
    });
    expect(debit.status).toBe(200);
    expect(debit.body).toMatchObject({
      documentType: '08',
      totalAmount: '11.80',
      referenceFullNumber: issued.fullNumber,
    });
    const wrongReason = await admin.post('/api/billing/sales-document/issue-note', {
      referenceId: issued.id,
      documentType: '08',
      seriesId: debitSeries,
      reason: '06',
      description: 'x',
      lines: [{ description: 'x', quantity: '1', unitValue: '1', taxAffectation: '10' }],
    });
    expect(wrongReason.status).toBe(400);
    expect((wrongReason.body as ErrorBody).errors?.reason).toBeDefined();

    // Trip 1 and 2 are free again (their invoice was voided): a draft takes them, its deletion frees them.
    const held = await draft({
      lines: [
        {
          description: 'Viaje',
          quantity: '1',
          unitValue: '1000.00',
          taxAffectation: '10',
          travelOrderId: trip1,
        },
      ],
    });
    expect(held.status).toBe(200);
    const work = async () =>
      (
        (await admin.post('/api/billing/work/list', { clientId: ruc, period: '2026-10' })).body as {
          trips: { travelOrderId: number }[];
        }
      ).trips.map((t) => t.travelOrderId);
    expect(await work()).toEqual([trip2]);
    expect(
      (await admin.post('/api/billing/sales-document/delete-draft', { id: (held.body as Doc).id })).status,
    ).toBe(200);
    expect(await work()).toEqual([trip1, trip2]);
    const gone = await admin.post('/api/billing/sales-document/delete-draft', { id: issued.id });
    expect(gone.status).toBe(409);
  });

  it('shows receivables what was issued, never a draft, and lets it write nothing', async () => {
    const treasury = client(ctx, (await login(ctx, DEMO.treasury)).accessToken);
    const open = await draft();
    const list = await treasury.post('/api/billing/sales-document/list', {
      filters: { clientId: ruc },
      perPage: 100,
    });
    expect(list.status).toBe(200);
    const states = (list.body as { data: { state: string }[] }).data.map((d) => d.state);
    expect(states.length).toBeGreaterThan(0);
    expect(states).not.toContain('draft');
    expect(
      (await treasury.post('/api/billing/sales-document/get', { id: (open.body as Doc).id })).status,
    ).toBe(404);
    expect(
      (await treasury.post('/api/billing/sales-document/issue', { id: (open.body as Doc).id })).status,
    ).toBe(403);
  });

  it('lists with filters, exports and prints', async () => {
    const list = await admin.post('/api/billing/sales-document/list', {
      filters: { clientId: ruc, documentType: '01', period: '2026-11', state: 'voided' },
    });
    expect(list.status).toBe(200);
    expect((list.body as { total: number }).total).toBe(1);
    const search = await admin.post('/api/billing/sales-document/list', { q: '20999000222' });
    expect((search.body as { total: number }).total).toBe(1);
    const xlsx = await admin.post('/api/billing/sales-document/export', { filters: { clientId: ruc } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const pdf = await admin.post('/api/billing/sales-document/pdf', {
      id: (list.body as { data: { id: number }[] }).data[0]?.id,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });
});

describe('invoicing the work done and issuing at once', () => {
  it('issues every draft it makes, numbered in turn, or none when one cannot be issued', async () => {
    const client = await newClient('RUC', '20999000333', 'Agregados de Prueba S.A.C.', 30);
    await rate(client, 'PEN', '800.00', '2026-01-01', null);
    const trips = [await newTrip(client, '2026-09-08'), await newTrip(client, '2026-09-22')];
    await admin.post('/api/billing/settings/client/save', {
      clientId: client,
      grouping: 'service_order',
      language: 'es',
    });
    const body = { clientId: client, period: '2026-09', companyId: company, seriesId: facturas, issue: true };
    // A closed September refuses the issue: neither the drafts nor a number are left behind.
    await q('insert into accounting_periods (company_id, year, month, closed) values ($1, 2026, 9, true)', [
      company,
    ]);
    const before = await one<{ last: number }>(
      'select last_number as last from billing_series where id = $1',
      [facturas],
    );
    const refused = await admin.post('/api/billing/work/invoice', { ...body, issueDate: '2026-09-30' });
    expect(refused.status).toBe(409);
    expect((refused.body as ErrorBody).errors?.issueDate).toBeDefined();
    expect(
      (await q('select 1 from sales_document_lines where travel_order_id = any($1)', [trips])).length,
    ).toBe(0);
    expect(
      (
        await one<{ last: number }>('select last_number as last from billing_series where id = $1', [
          facturas,
        ])
      ).last,
    ).toBe(before.last);
    await q('delete from accounting_periods where company_id = $1 and year = 2026 and month = 9', [company]);
    const made = await admin.post('/api/billing/work/invoice', { ...body, issueDate: '2026-09-30' });
    expect(made.status).toBe(200);
    const ids = (made.body as { documentIds: number[] }).documentIds;
    expect(ids).toHaveLength(2);
    const docs = await q<{ state: string; number: number; total: string; entry: number | null }>(
      `select state, number, total_amount::text as total, journal_entry_id as entry from sales_documents
       where id = any($1) order by id`,
      [ids],
    );
    // 800.00 + IGV 144.00 = 944.00 each; consecutive numbers after the series' last.
    expect(docs).toEqual([
      { state: 'issued', number: before.last + 1, total: '944.00', entry: expect.any(Number) },
      { state: 'issued', number: before.last + 2, total: '944.00', entry: expect.any(Number) },
    ]);
    const audit = await q<{ action: string }>(
      `select action from audit_log where entity = 'sales_document' and entity_id = $1 order by id`,
      [String(ids[0])],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'issue']);
  });
});
