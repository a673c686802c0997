import fc from 'fast-check';
import { type ApiRoute, apiRoutes, fillPath } from './api-routes.ts';
import {
  type FuzzFailure,
  type FuzzReport,
  installWriteCounter,
  type RouteSummary,
  type ServerError,
} from './fuzz.ts';
import { TINY_PDF, TINY_PNG } from './multipart.ts';
import type { TestContext } from './test-app.ts';
import { allSectionIds, createTestUser, sessionToken } from './test-users.ts';

/**
 * The upload routes' share of the fuzzer: multipart bodies written byte by byte (so a NUL or a
 * CR/LF reaches the server as sent, which FormData would escape), with hostile file names, hostile
 * text fields and odd contents. Same rules as the JSON fuzzer: never a 5xx, and a refused request
 * changes no row.
 */

export const isMultipartRoute = (route: ApiRoute) =>
  ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');

export const multipartRoutes = (ctx: TestContext) => apiRoutes(ctx.app).filter(isMultipartRoute);

/** File names that broke, or could break, a header, a path, a log line or the database. */
export const HOSTILE_FILE_NAMES = [
  'scan\u0000.png',
  '\u0000',
  'a\r\nContent-Type: text/html\r\n\r\n<script>.png',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  `${'x'.repeat(5000)}.pdf`,
  'invoice\u202egnp.exe',
  '"quoted";name=".png',
  '',
  '.',
  'ñandú 📎 recibo.jpg',
  'tab\there.xlsx',
] as const;

const FIELD_NAMES = [
  'employee_id',
  'employeeId',
  'id',
  'lineId',
  'travelOrderId',
  'documentOrderId',
  'transactionId',
  'vehicleId',
  'companyId',
  'documentType',
  'type',
  'kind',
  'workDate',
  'reason',
  'password',
  'year',
];

const FIELD_VALUES = [
  '1',
  '2',
  '0',
  '-1',
  '2147483648',
  'abc',
  '',
  'x\u0000y',
  '2026-02-30',
  'a'.repeat(900),
];

const CONTENTS = [TINY_PNG, TINY_PDF, Buffer.from('name;code\n=cmd|x;1\n'), Buffer.from([0, 1, 2, 255, 254])];

export type MultipartCase = {
  kind: string;
  fields: [string, string][];
  file: { field: string; name: string; type: string; data: Buffer; starName?: boolean } | null;
};

/** A multipart body exactly as given: names and values are written raw, never escaped. */
export const rawMultipart = (c: MultipartCase) => {
  const boundary = '----zergfuzz7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const [name, value] of c.fields)
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (c.file) {
    const disposition = c.file.starName
      ? `filename*=UTF-8''${encodeURIComponent(c.file.name)}`
      : `filename="${c.file.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${c.file.field}"; ${disposition}\r\nContent-Type: ${c.file.type}\r\n\r\n`,
      ),
      c.file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
};

const caseArb: fc.Arbitrary<MultipartCase> = fc.record({
  kind: fc.constant('multipart'),
  fields: fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), fc.constantFrom(...FIELD_VALUES)), {
    maxLength: 4,
  }),
  file: fc.option(
    fc.record({
      field: fc.constantFrom('file', 'file', 'photo', ''),
      name: fc.oneof(fc.constantFrom(...HOSTILE_FILE_NAMES), fc.string({ maxLength: 40 })),
      type: fc.constantFrom('image/png', 'application/pdf', 'text/csv', 'application/octet-stream'),
      data: fc.constantFrom(...CONTENTS),
      starName: fc.boolean(),
    }),
    { freq: 6 },
  ),
});

/** Each hostile name once with the route's plausible fields, then generated cases. */
const casesFor = (seed: number, runs: number, fields: Fields): MultipartCase[] => [
  ...HOSTILE_FILE_NAMES.map(
    (name, i): MultipartCase => ({
      kind: 'hostile file name',
      fields,
      file: {
        field: 'file',
        name,
        type: 'image/png',
        data: i % 2 ? TINY_PDF : TINY_PNG,
        starName: i % 3 === 0,
      },
    }),
  ),
  ...fc
    .sample(caseArb, { seed, numRuns: runs })
    .map((c, i) => (i % 2 ? c : { ...c, fields: [...fields, ...c.fields] })),
];

type Fields = [string, string][];

/**
 * Text fields each upload route accepts, with ids that exist in the seeded database, so a request
 * gets past the fields to where the file and its name are used (a stored name reaches PostgreSQL).
 */
export const plausibleFields = async (ctx: TestContext): Promise<Map<string, Fields>> => {
  const idOf = async (table: string) =>
    String(
      (await ctx.database.pool.query<{ id: number }>(`select min(id) as id from ${table}`)).rows[0]?.id ?? 1,
    );
  const employee = await idOf('employees');
  const pastDay = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  return new Map<string, Fields>([
    [
      'POST /api/rrhh/employee/upload-file',
      [
        ['employee_id', employee],
        ['kind', 'contract'],
      ],
    ],
    ['POST /api/rrhh/employee/update-photo', [['employee_id', employee]]],
    [
      'POST /api/attendance/justification/create',
      [
        ['employeeId', employee],
        ['workDate', pastDay],
        ['type', 'absence'],
        ['motive', 'Fuzzed motive'],
      ],
    ],
    [
      'POST /api/operations/document-order/upload-scan',
      [['document_order_id', await idOf('document_orders')]],
    ],
    [
      'POST /api/operations/documentary-settlement/line-scan/upload',
      [['lineId', await idOf('settlement_lines')]],
    ],
    [
      'POST /api/treasury/transaction/attachment/upload',
      [['transaction_id', await idOf('treasury_transactions')]],
    ],
    [
      'POST /api/setting/vehicle/upload-document',
      [
        ['vehicle_id', await idOf('vehicles')],
        ['kind', 'soat'],
        ['number', 'FUZZ-1'],
        ['issue_date', '2026-01-01'],
        ['expiry_date', '2027-01-01'],
      ],
    ],
    ['POST /api/setting/company/update-logo', [['company_id', await idOf('companies')]]],
    [
      'POST /api/setting/company/certificate/upload',
      [
        ['company_id', await idOf('companies')],
        ['password', 'x'],
      ],
    ],
  ]);
};

const hashOf = (text: string) => {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
};

const printable = (c: MultipartCase) =>
  JSON.stringify({ fields: c.fields, file: c.file && { ...c.file, data: `${c.file.data.length} bytes` } });

export const runMultipartFuzz = async (
  ctx: TestContext,
  options: { seed: number; runs: number; serverErrors: Map<string, ServerError> },
): Promise<FuzzReport> => {
  const writes = await installWriteCounter(ctx);
  // Its own administrator: the JSON fuzzer's actor has a fixed id and may run in the same database.
  const actor = await createTestUser(ctx, { sections: await allSectionIds(ctx), isCeo: true });
  const token = await sessionToken(ctx, actor);
  const plausible = await plausibleFields(ctx);
  const report: FuzzReport = { seed: options.seed, routes: [], failures: [], skipped: [] };
  let n = 0;
  let before = await writes();
  for (const route of multipartRoutes(ctx)) {
    const started = performance.now();
    const summary: RouteSummary = { route: route.key, sent: 0, byStatus: {}, ms: 0 };
    const url = fillPath(route.url, () => '1');
    const cases = casesFor(options.seed ^ hashOf(route.key), options.runs, plausible.get(route.key) ?? []);
    for (const c of cases) {
      const requestId = `fuzz-multipart-${options.seed}-${n++}`;
      const body = rawMultipart(c);
      const res = await ctx.app.inject({
        method: route.method,
        url,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': 'en',
          'x-request-id': requestId,
          'content-type': body.contentType,
        },
        payload: body.payload,
      });
      const after = await writes();
      const changed = [...after].filter(([t, v]) => before.get(t) !== v).map(([t]) => t);
      before = after;
      summary.sent++;
      summary.byStatus[res.statusCode] = (summary.byStatus[res.statusCode] ?? 0) + 1;
      const problem =
        res.statusCode >= 500
          ? `answered ${res.statusCode}`
          : res.statusCode >= 400 && changed.length
            ? `answered ${res.statusCode} but wrote ${changed.join(', ')}`
            : null;
      if (problem) {
        const failure: FuzzFailure = {
          route: route.key,
          kind: c.kind,
          url,
          payload: printable(c),
          status: res.statusCode,
          changed,
          error: options.serverErrors.get(requestId),
          problem,
          knownClass: null,
        };
        report.failures.push(failure);
      }
    }
    summary.ms = Math.round(performance.now() - started);
    report.routes.push(summary);
  }
  return report;
};
