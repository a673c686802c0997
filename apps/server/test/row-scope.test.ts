import { SECTION_IDS } from '@zerg/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiRoute, apiRoutes, fillPath, isPublic, schemaOf } from './setup/api-routes.ts';
import { client } from './setup/http.ts';
import {
  areaChiefToken,
  foreignWorkersIn,
  type RowScopeFixture,
  readableText,
  rowScopeFixture,
} from './setup/row-scope-fixture.ts';
import { useTestApp } from './setup/test-app.ts';
import { allSectionIds, createTestUser, sessionToken } from './setup/test-users.ts';
import { minimalValue, toJsonSchema } from './setup/zod-arbitrary.ts';

/**
 * Row scope, generated from the declared routes: every bulk list and file route (a path word among
 * BULK_WORDS) must be in the reviewed table below, which says how an area-limited user (an area
 * chief outside HR, here holding every section) is treated:
 * - `refused`: company-wide work, 403 `WHOLE_COMPANY_ONLY`;
 * - `area`: answers 200 and names no worker of another area (document number, `employeeId`), read
 *   in the JSON, the text, the PDF's pages, the sheet's cells or the zip's files;
 * - `one`: one worker's record or file, asked for another area's worker: 404 `NOT_FOUND`, as for
 *   a worker who does not exist, naming nobody;
 * - `own`: the caller's own rows only (answers 200, naming nobody of another area);
 * - `none`: not about workers' personal records, or a register its section grants whole (the reason
 *   says which); not called.
 * A new route of that kind fails here until someone decides and writes its line.
 */
const ctx = useTestApp();

const BULK_WORDS = new Set([
  'list',
  'export',
  'download',
  'file',
  'files',
  'pdf',
  'zip',
  'txt',
  'xlsx',
  'csv',
  'report',
  'batch',
  'plame',
  'afpnet',
]);
/** Uploading or deleting one file is a write on one record, not a bulk read. */
const WRITE_WORDS = new Set(['upload', 'delete', 'create', 'update']);

const isBulk = (route: ApiRoute) => {
  const words = route.url.split(/[/\-:]+/);
  return words.some((w) => BULK_WORDS.has(w)) && !words.some((w) => WRITE_WORDS.has(w));
};

type Body = (f: RowScopeFixture & { batchId: number; fileId: number; month: string }) => unknown;
type Treatment =
  | { kind: 'refused'; body?: Body }
  /** `sections`: the area-limited user holds only these (else every section). */
  | { kind: 'area'; body?: Body; sections?: readonly number[] }
  /** `before`: the fixture is refused with that code before any worker is looked up. */
  | { kind: 'one'; body?: Body; before?: string }
  | { kind: 'own'; body?: Body }
  | { kind: 'none'; why: string };

const refused: Treatment = { kind: 'refused' };
const area: Treatment = { kind: 'area' };
const one: Treatment = { kind: 'one' };
const own: Treatment = { kind: 'own' };
const catalogue: Treatment = { kind: 'none', why: 'a catalogue or setting that names no worker' };
const departmentReport: Treatment = {
  kind: 'none',
  why: 'a department attendance report: the areas Settings › Areas-module grants its section',
};
const operations: Treatment = {
  kind: 'none',
  why: 'operations registers (trips, orders, settlements) are the whole company’s by their section',
};
const books: Treatment = {
  kind: 'none',
  why: 'treasury and bookkeeping registers are the whole company’s by their section',
};
const users: Treatment = { kind: 'none', why: 'user administration (section 4) is company-wide' };
const sales: Treatment = {
  kind: 'none',
  why: 'sales documents and their series (sections 47, 48) name clients, never a worker, company-wide',
};
const eDocuments: Treatment = {
  kind: 'none',
  why: 'SUNAT electronic documents follow their registers: sales (47) name clients, a GRE (31) names its trip’s driver as the travel orders do, company-wide',
};
const auditLog: Treatment = {
  kind: 'none',
  why: 'the audit search (section 46) is the administrators’ record of every write, company-wide',
};
const monthly: Body = (f) => ({ month: f.month });
const period = (month: string) => ({ from: `${month}-01`, to: `${month}-28` });

const TABLE: Record<string, Treatment> = {
  'GET /api/attendance/justification/file/{id}': one,
  'GET /api/campus/list': catalogue,
  'GET /api/module/list': catalogue,
  'GET /api/role/list': catalogue,
  'GET /api/rrhh/employee/file/{file_id}': one,
  // Whole for a holder of a section whose register names anyone (users, areas, treasury, workshop
  // damage); checked for a chief of the employees and payroll sections.
  'GET /api/rrhh/employee/list-select': {
    kind: 'area',
    sections: [SECTION_IDS.EMPLOYEES, SECTION_IDS.PAYROLL],
  },
  'POST /api/bookeeping/attendance/report': departmentReport,
  'POST /api/bookeeping/attendance/report/export': departmentReport,
  // Collections name clients and bank accounts, never a worker.
  'POST /api/billing/receivables/aging/export': sales,
  'POST /api/billing/receivables/collection/export': sales,
  'POST /api/billing/receivables/collection/list': sales,
  'POST /api/billing/sales-document/export': sales,
  'POST /api/billing/sales-document/list': sales,
  'POST /api/billing/sales-document/pdf': sales,
  'POST /api/billing/series/list': sales,
  'POST /api/billing/work/list': sales,
  'POST /api/e-documents/list': eDocuments,
  'POST /api/bookkeeping/accounting-account/list': books,
  'POST /api/bookkeeping/discount-account/list': books,
  'POST /api/bookkeeping/income-statement/export': books,
  'POST /api/bookkeeping/ledger/export': books,
  'POST /api/bookkeeping/transaction-type/list': books,
  'POST /api/bookkeeping/transaction/export': books,
  'POST /api/bookkeeping/transaction/list': books,
  'POST /api/bookkeeping/trial-balance/export': books,
  'POST /api/documents/batch/download': one,
  'POST /api/documents/batch/get': one,
  'POST /api/documents/batch/mine': own,
  'POST /api/driver/travel-order/despatch/pdf': {
    kind: 'none',
    why: 'the GRE of one trip the caller drives: anyone else’s trip is a 404 (travel-order-gre.test.ts)',
  },
  'POST /api/driver/travel-order/list': own,
  'POST /api/driver/viatic/list': own,
  'POST /api/operations/attendance/report': departmentReport,
  'POST /api/operations/attendance/report/export': departmentReport,
  'POST /api/operations/document-order/export': operations,
  'POST /api/operations/document-order/list': operations,
  'POST /api/operations/documentary-settlement/export': operations,
  'POST /api/operations/documentary-settlement/line-scan/list': operations,
  'POST /api/operations/documentary-settlement/list': operations,
  'POST /api/operations/service-order/export': operations,
  'POST /api/operations/service-order/list': operations,
  'POST /api/operations/travel-order/despatch/pdf': operations,
  'POST /api/operations/travel-order/export': operations,
  'POST /api/operations/travel-order/history/list': operations,
  'POST /api/operations/travel-order/list': operations,
  'POST /api/operations/travel-order/pdf': operations,
  'POST /api/operations/travel-order/receipt/list': operations,
  'POST /api/rrhh/additional-work/export': area,
  'POST /api/rrhh/additional-work/list': area,
  'POST /api/rrhh/attendance/export': { kind: 'area', body: monthly },
  'POST /api/rrhh/attendance/list': { kind: 'area', body: (f) => ({ month: f.month, perPage: 100 }) },
  'POST /api/rrhh/attendance/mark/export': area,
  'POST /api/rrhh/attendance/mark/list': { kind: 'area', body: () => ({ perPage: 100 }) },
  'POST /api/rrhh/employee/export': area,
  'POST /api/rrhh/employee/generate-worksheet-pdf': one,
  'POST /api/rrhh/employee/history/list': one,
  'POST /api/rrhh/employee/income-certificate/list': one,
  'POST /api/rrhh/employee/list': { kind: 'area', body: () => ({ perPage: 100 }) },
  'POST /api/rrhh/employee/list-files': one,
  'POST /api/rrhh/employee/opening-balance/list': one,
  'POST /api/rrhh/justification/export': area,
  'POST /api/rrhh/justification/list': { kind: 'area', body: () => ({ perPage: 100 }) },
  'POST /api/rrhh/payroll/advance/export': area,
  'POST /api/rrhh/payroll/advance/list': { kind: 'area', body: () => ({ perPage: 100 }) },
  'POST /api/rrhh/payroll/afpnet/export': refused,
  'POST /api/rrhh/payroll/bonus/export': area,
  'POST /api/rrhh/payroll/bonus/list': { kind: 'area', body: () => ({ perPage: 100 }) },
  'POST /api/rrhh/payroll/certificates/list': {
    kind: 'one',
    body: (f) => ({ employeeId: f.outsider.employeeId }),
  },
  'POST /api/rrhh/payroll/certificates/quinta/batch': refused,
  'POST /api/rrhh/payroll/certificates/quinta/pdf': one,
  'POST /api/rrhh/payroll/certificates/work/pdf': one,
  'POST /api/rrhh/payroll/cts/bank-file': refused,
  'POST /api/rrhh/payroll/cts/own/list': own,
  'POST /api/rrhh/payroll/cts/own/pdf': one,
  'POST /api/rrhh/payroll/cts/statement/batch': refused,
  // The fixture's run is a monthly payroll, refused before the worker is looked up.
  'POST /api/rrhh/payroll/cts/statement/pdf': { kind: 'one', before: 'NOT_A_CTS_RUN' },
  'POST /api/rrhh/payroll/discount/export': area,
  'POST /api/rrhh/payroll/discount/list': { kind: 'area', body: () => ({ perPage: 100 }) },
  'POST /api/rrhh/payroll/employee/get-payroll-pdf': one,
  'POST /api/rrhh/payroll/employee/get-payroll-signed-pdf': one,
  'POST /api/rrhh/payroll/payment/bank-file': refused,
  'POST /api/rrhh/payroll/payment/list': area,
  // Both answer a batch, followed to its file (below): the PDF's pages and the zip's files are read.
  'POST /api/rrhh/payroll/payslip/all-pdf': area,
  'POST /api/rrhh/payroll/payslip/pdf': one,
  'POST /api/rrhh/payroll/payslip/zip': area,
  'POST /api/rrhh/payroll/plame/export': { kind: 'refused', body: (f) => ({ runId: f.runId }) },
  'POST /api/rrhh/payroll/run/export': refused,
  // A run's entries name no worker (who acted, the period, the batch); another area's liquidación: 404.
  'POST /api/rrhh/payroll/run/history/list': area,
  'POST /api/rrhh/payroll/run/list': area,
  'POST /api/rrhh/payroll/slip/list': { kind: 'area', body: (f) => ({ filters: { runId: f.runId } }) },
  'POST /api/rrhh/payroll/vacation/export': area,
  'POST /api/rrhh/payroll/vacation/list': { kind: 'area', body: () => ({ perPage: 100 }) },
  'POST /api/rrhh/report/details': { kind: 'area', body: (f) => period(f.month) },
  'POST /api/rrhh/report/details/export': { kind: 'area', body: (f) => period(f.month) },
  'POST /api/rrhh/report/filters': area,
  'POST /api/rrhh/report/monthly': { kind: 'area', body: monthly },
  'POST /api/rrhh/report/monthly/export': { kind: 'area', body: monthly },
  'POST /api/rrhh/report/year': area,
  'POST /api/rrhh/report/year/export': area,
  'POST /api/rrhh/salary-increase/export': area,
  'POST /api/rrhh/salary-increase/list': { kind: 'area', body: () => ({ perPage: 100 }) },
  'POST /api/rrhh/t-registro/download': {
    kind: 'refused',
    body: (f) => ({ companyId: f.companyId, kind: 'hires', from: '2020-01-01', to: '2020-12-31' }),
  },
  'POST /api/rrhh/viatic/export': area,
  'POST /api/rrhh/viatic/list': { kind: 'area', body: () => ({ perPage: 100 }) },
  'POST /api/setting/area/export': catalogue,
  'POST /api/setting/area/list': catalogue,
  'POST /api/setting/audit/export': auditLog,
  'POST /api/setting/audit/list': auditLog,
  'POST /api/setting/areas-module/export': catalogue,
  'POST /api/setting/areas-module/list': catalogue,
  'POST /api/setting/client/export': catalogue,
  'POST /api/setting/client/history/list': catalogue,
  'POST /api/setting/client/list': catalogue,
  'POST /api/setting/company/export': catalogue,
  'POST /api/setting/company/list': catalogue,
  'POST /api/setting/kiosk-devices/export': catalogue,
  'POST /api/setting/kiosk-devices/list': catalogue,
  'POST /api/setting/email/event/export': users,
  'POST /api/setting/email/event/list': users,
  'POST /api/setting/email/recipient-group/export': users,
  'POST /api/setting/email/recipient-group/list': users,
  'POST /api/setting/email/recipient/export': users,
  'POST /api/setting/email/recipient/list': users,
  'POST /api/setting/entity-group/export': users,
  'POST /api/setting/entity-group/list': users,
  'POST /api/setting/holiday/export': catalogue,
  'POST /api/setting/holiday/list': catalogue,
  'POST /api/setting/homework-status/export': area,
  'POST /api/setting/homework-status/list': { kind: 'area', body: () => ({ perPage: 100 }) },
  'POST /api/setting/outbox/export': users,
  'POST /api/setting/outbox/list': users,
  'POST /api/setting/payroll/bonus/list': catalogue,
  'POST /api/setting/payroll/company/list': catalogue,
  'POST /api/setting/payroll/parameter/export': catalogue,
  'POST /api/setting/payroll/parameter/list': catalogue,
  'POST /api/setting/payroll/regime/list': catalogue,
  'POST /api/setting/rate/export': catalogue,
  'POST /api/setting/rate/list': catalogue,
  'POST /api/setting/role/export': catalogue,
  'POST /api/setting/role/list': catalogue,
  'POST /api/setting/route-code/export': catalogue,
  'POST /api/setting/route-code/list': catalogue,
  'POST /api/setting/toll-group/export': catalogue,
  'POST /api/setting/toll-group/list': catalogue,
  'POST /api/setting/toll/export': catalogue,
  'POST /api/setting/toll/list': catalogue,
  'POST /api/setting/travel-route/export': catalogue,
  'POST /api/setting/travel-route/list': catalogue,
  'POST /api/setting/vehicle-brand/export': catalogue,
  'POST /api/setting/vehicle-brand/list': catalogue,
  'POST /api/setting/vehicle-model/export': catalogue,
  'POST /api/setting/vehicle-model/list': catalogue,
  'POST /api/setting/vehicle-type/export': catalogue,
  'POST /api/setting/vehicle-type/list': catalogue,
  'POST /api/setting/vehicle/export': catalogue,
  'POST /api/setting/vehicle/history/list': catalogue,
  'POST /api/setting/vehicle/list': catalogue,
  'POST /api/setting/viatic-rate/export': catalogue,
  'POST /api/setting/viatic-rate/list': catalogue,
  'POST /api/setting/zone/export': catalogue,
  'POST /api/setting/zone/list': catalogue,
  'POST /api/treasury/attendance/report': departmentReport,
  'POST /api/treasury/attendance/report/export': departmentReport,
  'POST /api/treasury/bank-account/export': books,
  'POST /api/treasury/bank-account/list': books,
  'POST /api/treasury/exchange-rate/list': books,
  'POST /api/treasury/revaluation/list': books,
  'POST /api/treasury/transaction/attachment/download': books,
  'POST /api/treasury/transaction/export': books,
  'POST /api/treasury/transaction/history/list': books,
  'POST /api/treasury/transaction/list': books,
  'POST /api/treasury/transaction/payment-file': books,
  'POST /api/treasury/unbooked/list': books,
  'POST /api/user/download-qr': users,
  'POST /api/user/export': users,
  'POST /api/user/list': users,
  'POST /api/workshop/attendance/report': departmentReport,
  'POST /api/workshop/attendance/report/export': departmentReport,
  'POST /api/workshop/discount/export': {
    kind: 'none',
    why: 'the workshop’s damage discounts (section 21) are of any worker who damaged a vehicle',
  },
  'POST /api/workshop/discount/list': {
    kind: 'none',
    why: 'the workshop’s damage discounts (section 21) are of any worker who damaged a vehicle',
  },
};

let routes: ApiRoute[] = [];
let fixture: RowScopeFixture & { batchId: number; fileId: number; month: string };
let token = '';
const tokens = new Map<string, string>();

/** The area-limited user's token: holding every section, or only those the table names. */
const tokenFor = async (treatment: Treatment) => {
  if (treatment.kind !== 'area' || !treatment.sections) return token;
  const key = treatment.sections.join(',');
  const known = tokens.get(key);
  if (known) return known;
  const made = await areaChiefToken(ctx, treatment.sections);
  tokens.set(key, made);
  return made;
};

/** The request: the table's body, else the smallest valid one naming the fixture's other-area worker. */
const call = async (route: ApiRoute, treatment: Exclude<Treatment, { kind: 'none' }>) => {
  const pick = (name: string): unknown => {
    if (name === 'employeeId' || name === 'employee_id') return fixture.outsider.employeeId;
    if (name === 'slipId') return fixture.outsider.slipId;
    if (name === 'runId') return fixture.runId;
    if (name === 'companyId') return fixture.companyId;
    if (name === 'batchId') return fixture.batchId;
    if (name === 'file_id') return fixture.fileId;
    if (name === 'year') return 2020;
    return undefined;
  };
  const url = fillPath(route.url, (name) => String(pick(name) ?? 1));
  const schema = schemaOf(route, 'body');
  const body =
    treatment.body?.(fixture) ??
    (schema ? minimalValue(toJsonSchema(schema), pick) : route.method === 'GET' ? undefined : {});
  const res = await ctx.app.inject({
    method: route.method,
    url,
    headers: {
      'accept-language': 'en',
      authorization: `Bearer ${await tokenFor(treatment)}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const started = res.statusCode === 200 ? /^\{"batchId":(\d+)\}$/.exec(res.payload) : null;
  if (started) {
    // A route that starts a document batch: its file, made as the queue's worker would, is read.
    await ctx.app.documentBatches.run(Number(started[1]));
    const file = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/batch/download',
      headers: { authorization: `Bearer ${await tokenFor(treatment)}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ batchId: Number(started[1]) }),
    });
    const text = await readableText(file.rawPayload, String(file.headers['content-type'] ?? ''));
    return { status: file.statusCode, text: `${res.payload} ${text}`, body };
  }
  const text = await readableText(res.rawPayload, String(res.headers['content-type'] ?? ''));
  return { status: res.statusCode, text, body };
};

describe('row scope of every bulk list and file route, for an area-limited user', () => {
  beforeAll(async () => {
    routes = apiRoutes(ctx.app).filter((r) => !isPublic(r.access) && isBulk(r));
    const base = await rowScopeFixture(ctx);
    const payrollUser = await createTestUser(ctx, { sections: await allSectionIds(ctx) });
    const batch = await client(ctx, await sessionToken(ctx, payrollUser)).post(
      '/api/rrhh/payroll/certificates/quinta/batch',
      { companyId: base.companyId, year: 2020 },
    );
    const { rows } = await ctx.database.pool.query<{ id: number }>(
      `insert into employee_files (employee_id, kind, original_name, storage_key, mime_type, size)
       values ($1, 'other', 'contrato.pdf', 'row-scope-test', 'application/pdf', 1) returning id`,
      [base.outsider.employeeId],
    );
    const month = new Date().toISOString().slice(0, 7);
    fixture = { ...base, batchId: (batch.body as { batchId: number }).batchId, fileId: rows[0]!.id, month };
    token = await areaChiefToken(ctx, await allSectionIds(ctx));
  });

  it('has a reviewed line for every bulk list and file route, and none for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(100);
    const keys = routes.map((r) => r.key);
    expect(keys.filter((k) => !(k in TABLE))).toEqual([]);
    expect(Object.keys(TABLE).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('refuses company-wide files and filters every list, export and file to the area', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const treatment = TABLE[route.key];
      if (!treatment || treatment.kind === 'none') continue;
      const res = await call(route, treatment);
      const foreign = foreignWorkersIn(res.text, fixture);
      const what = `${route.key} ${JSON.stringify(res.body)} → ${res.status}`;
      if (foreign.length) failures.push(`${what} names ${foreign.slice(0, 3).join(', ')}`);
      if (treatment.kind === 'refused' && (res.status !== 403 || !res.text.includes('WHOLE_COMPANY_ONLY')))
        failures.push(`${what}, not refused: ${res.text.slice(0, 120)}`);
      if ((treatment.kind === 'area' || treatment.kind === 'own') && res.status !== 200)
        failures.push(`${what}: ${res.text.slice(0, 160)}`);
      const unknown = treatment.kind === 'one' && !treatment.before ? 'NOT_FOUND' : undefined;
      if (treatment.kind === 'one' && treatment.before && !res.text.includes(treatment.before))
        failures.push(`${what}, not refused with ${treatment.before}: ${res.text.slice(0, 120)}`);
      if (unknown && (res.status !== 404 || !res.text.includes(unknown)))
        failures.push(`${what}, another area's worker not answered as unknown: ${res.text.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
