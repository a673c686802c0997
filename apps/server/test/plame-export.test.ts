import { CONCEPTS } from '@zerg/payroll-pe';
import { SECTION_IDS } from '@zerg/shared';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from './setup/http.ts';
import { insertRun, insertSlip } from './setup/payslip-fixtures.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

/**
 * The PLAME files checked line by line against SUNAT's structures (PAYROLL-PE.md): E18 `.rem`,
 * E14 `.jor`, E15 `.snl`, E26 `.toc`.
 */
const ctx = useTestApp();
const PERIOD = { year: 2032, month: 5 };
const TABLE_3 = ['01', '04', '07', '09', '22', '23', '24', '26'];
const TABLE_21 = ['05', '07', '20', '21', '22', '23', '26'];
const PDT_COMPUTED = [
  '0100',
  '0200',
  '0300',
  '0400',
  '0500',
  '0600',
  '0603',
  '0604',
  '0607',
  '0610',
  '0612',
  '0616',
  '0800',
  '0802',
  '0804',
  '0806',
  '0808',
];
const TABLE_22 = new Set(Object.values(CONCEPTS).map((c) => c.code));
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const FIELDS = { rem: 5, jor: 6, snl: 4, toc: 6 } as const;

let hr: ReturnType<typeof client>;
let runId: number;
let ruc: string;
let documents: Map<string, string>;
let expectedRem: Map<string, string>;

const recordsOf = (text: string): string[][] => {
  // Every line ends with CRLF, never a bare LF or CR.
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  return text
    .split('\r\n')
    .slice(0, -1)
    .map((line) => {
      expect(line.endsWith('|'), line).toBe(true);
      return line.split('|').slice(0, -1);
    });
};

const identity = (fields: string[]) => {
  expect(TABLE_3).toContain(fields[0]);
  expect(documents.get(fields[1]!), fields.join('|')).toBe(fields[0]);
};

const file = async (kind: keyof typeof FIELDS) => {
  const res = await hr.post('/api/rrhh/payroll/plame/export', { runId, file: kind });
  expect(res.status).toBe(200);
  expect(res.headers['content-disposition']).toContain(`0601${PERIOD.year}05${ruc}.${kind}`);
  const text = res.raw.toString('utf8');
  const records = recordsOf(text);
  for (const r of records) {
    expect(r, r.join('|')).toHaveLength(FIELDS[kind]);
    identity(r);
  }
  return records;
};

beforeAll(async () => {
  const pool = ctx.database.pool;
  const user = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] });
  hr = client(ctx, await sessionToken(ctx, user));
  const ids = (
    await pool.query<{ id: number }>(
      'select employee_id as id from employee_jobs order by employee_id limit 4',
    )
  ).rows.map((r) => r.id);
  // One worker with a passport, one with a foreigner's card: table 3 codes beyond the DNI.
  await pool.query(`update employees set document_type = '07', document_number = 'PA1234567' where id = $1`, [
    ids[2],
  ]);
  await pool.query(`update employees set document_type = '04', document_number = '001987654' where id = $1`, [
    ids[3],
  ]);
  const run = await insertRun(ctx, { ...PERIOD, state: 'approved' });
  runId = run.runId;
  ruc = (await pool.query<{ ruc: string }>('select ruc from companies where id = $1', [run.companyId]))
    .rows[0]!.ruc;
  const slips = [
    await insertSlip(ctx, runId, PERIOD, {
      employeeId: ids[0]!,
      attendance: { absenceDays: 2, tardinessMinutes: 40, overtimeHours25: 6, overtimeHours35: 2 },
      discounts: [{ amount: '120.00' }],
      advances: [{ amount: '300.00' }],
    }),
    await insertSlip(ctx, runId, PERIOD, {
      employeeId: ids[1]!,
      worker: { pension: { system: 'onp' } },
      attendance: { daysWorked: 22, vacationDays: 8 },
      days: { hours: 176, overtimeMinutes: 0 },
    }),
    await insertSlip(ctx, runId, PERIOD, {
      employeeId: ids[2]!,
      worker: { regime: 'micro', salary: '1130.00', familyAllowance: false },
    }),
    await insertSlip(ctx, runId, PERIOD, { employeeId: ids[3]!, worker: { salary: '9800.00' } }),
  ];
  const docs = await pool.query<{ id: number; document_type: string; document_number: string }>(
    'select id, document_type, document_number from employees where id = any($1)',
    [ids],
  );
  documents = new Map(docs.rows.map((d) => [d.document_number, d.document_type]));
  const numberOf = new Map(docs.rows.map((d) => [d.id, d.document_number]));
  expectedRem = new Map();
  slips.forEach((slip, i) => {
    for (const l of slip.lines) {
      if (PDT_COMPUTED.includes(l.code) || l.amount === '0.00') continue;
      const key = `${numberOf.get(ids[i]!)}|${l.code}`;
      const cents =
        Math.round(Number(expectedRem.get(key) ?? '0') * 100) + Math.round(Number(l.amount) * 100);
      expectedRem.set(key, (cents / 100).toFixed(2));
    }
  });
});

describe('PLAME export', () => {
  it('.rem (E18): doc type | doc number | table-22 code | accrued | paid |', async () => {
    const records = await file('rem');
    expect(records.length).toBe(expectedRem.size);
    for (const [, , code, accrued, paid] of records) {
      expect(code).toMatch(/^\d{4}$/);
      expect(TABLE_22.has(code!), code).toBe(true);
      expect(PDT_COMPUTED).not.toContain(code);
      expect(accrued).toMatch(AMOUNT);
      expect(paid).toMatch(AMOUNT);
    }
    for (const r of records) expect(r[3], r.join('|')).toBe(expectedRem.get(`${r[1]}|${r[2]}`));
    const codes = new Set(records.map((r) => r[2]));
    // The deductions a worker pays and the PDT does not compute are declared.
    for (const code of [
      '0121',
      '0201',
      '0105',
      '0106',
      '0608',
      '0606',
      '0601',
      '0704',
      '0705',
      '0706',
      '0701',
      '0118',
      '0811',
    ])
      expect(codes, code).toContain(code);
    // ONP and ESSALUD are computed by the PDT.
    expect(codes).not.toContain('0607');
    expect(codes).not.toContain('0804');
  });

  it('.jor (E14): hours ≤ 360 and minutes ≤ 59', async () => {
    const records = await file('jor');
    expect(records).toHaveLength(4);
    for (const [, , hours, minutes, extraHours, extraMinutes] of records) {
      for (const v of [hours, minutes, extraHours, extraMinutes]) expect(v).toMatch(/^\d+$/);
      expect(Number(hours)).toBeLessThanOrEqual(360);
      expect(Number(extraHours)).toBeLessThanOrEqual(360);
      expect(Number(minutes)).toBeLessThanOrEqual(59);
      expect(Number(extraMinutes)).toBeLessThanOrEqual(59);
    }
    expect(records.map((r) => r.slice(2).join('|'))).toEqual(
      expect.arrayContaining(['176|0|0|0', '224|0|8|0']),
    );
  });

  it('.snl (E15): suspension type of table 21 and days ≤ 31', async () => {
    const records = await file('snl');
    expect(records.map((r) => `${r[2]}|${r[3]}`).sort()).toEqual(['07|2', '23|8']);
    for (const [, , type, days] of records) {
      expect(TABLE_21).toContain(type);
      expect(Number(days)).toBeGreaterThan(0);
      expect(Number(days)).toBeLessThanOrEqual(31);
    }
  });

  it('.toc (E26): one record per worker, domiciled', async () => {
    const records = await file('toc');
    expect(records).toHaveLength(4);
    for (const r of records) expect(r.slice(2)).toEqual(['0', '0', '0', '1']);
  });

  it('zips the four files named 0601AAAAMM<RUC>.<ext>', async () => {
    const res = await hr.post('/api/rrhh/payroll/plame/export', { runId });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.raw);
    expect(Object.keys(zip.files).sort()).toEqual(
      ['rem', 'jor', 'snl', 'toc'].map((e) => `0601${PERIOD.year}05${ruc}.${e}`).sort(),
    );
    const rem = await zip.file(`0601${PERIOD.year}05${ruc}.rem`)!.async('string');
    const single = await hr.post('/api/rrhh/payroll/plame/export', { runId, file: 'rem' });
    expect(rem).toBe(single.raw.toString('utf8'));
  });

  it('refuses an unknown file with 400 and an unknown run with 404', async () => {
    expect((await hr.post('/api/rrhh/payroll/plame/export', { runId, file: 'xls' })).status).toBe(400);
    expect((await hr.post('/api/rrhh/payroll/plame/export', { runId: 999999 })).status).toBe(404);
  });
});

describe('PLAME of an employer and month', () => {
  it('gathers every approved or paid run of the company and period, one record per worker and code', async () => {
    const pool = ctx.database.pool;
    const companyId = (
      await pool.query<{ company_id: number }>('select company_id from payroll_runs where id = $1', [runId])
    ).rows[0]!.company_id;
    const ids = (
      await pool.query<{ id: number }>(
        'select employee_id as id from employee_jobs order by employee_id limit 5',
      )
    ).rows.map((r) => r.id);
    const numberOf = new Map(
      (
        await pool.query<{ id: number; document_number: string }>(
          'select id, document_number from employees where id = any($1)',
          [ids],
        )
      ).rows.map((d) => [d.id, d.document_number]),
    );
    // The operations staff's run of the same month pays a fifth worker and again the first one.
    const operations = await insertRun(ctx, { ...PERIOD, companyId, personalType: 'operations' });
    const first = await insertSlip(ctx, operations.runId, PERIOD, {
      employeeId: ids[0]!,
      attendance: { absenceDays: 1 },
    });
    await insertSlip(ctx, operations.runId, PERIOD, { employeeId: ids[4]!, attendance: { absenceDays: 3 } });
    // A draft of the month and a run of another month are not declared.
    const draft = await insertRun(ctx, { ...PERIOD, companyId, kind: 'cts', state: 'registered' });
    await insertSlip(ctx, draft.runId, PERIOD, { employeeId: ids[1]!, worker: { salary: '7777.00' } });
    const expected = new Map(expectedRem);
    for (const l of first.lines) {
      if (PDT_COMPUTED.includes(l.code) || l.amount === '0.00') continue;
      const key = `${numberOf.get(ids[0]!)}|${l.code}`;
      const cents = Math.round(Number(expected.get(key) ?? '0') * 100) + Math.round(Number(l.amount) * 100);
      expected.set(key, (cents / 100).toFixed(2));
    }

    const byMonth = await hr.post('/api/rrhh/payroll/plame/export', { companyId, ...PERIOD, file: 'rem' });
    expect(byMonth.status).toBe(200);
    expect(byMonth.headers['content-disposition']).toContain(`0601${PERIOD.year}05${ruc}.rem`);
    const rem = recordsOf(byMonth.raw.toString('utf8'));
    const keys = rem.map((r) => `${r[1]}|${r[2]}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of rem.filter((x) => x[1] === numberOf.get(ids[0]!)))
      expect(r[3], r.join('|')).toBe(expected.get(`${r[1]}|${r[2]}`));
    expect(rem.some((r) => r[1] === numberOf.get(ids[4]!))).toBe(true);
    // Named by any of its runs, the month gives the same file.
    const byRun = await hr.post('/api/rrhh/payroll/plame/export', { runId: operations.runId, file: 'rem' });
    expect(byRun.raw.toString('utf8')).toBe(byMonth.raw.toString('utf8'));

    const jor = recordsOf(
      (await hr.post('/api/rrhh/payroll/plame/export', { companyId, ...PERIOD, file: 'jor' })).raw.toString(
        'utf8',
      ),
    );
    expect(jor).toHaveLength(5);
    expect(jor.filter((r) => r[1] === numberOf.get(ids[0]!))).toHaveLength(1);
    const snl = recordsOf(
      (await hr.post('/api/rrhh/payroll/plame/export', { companyId, ...PERIOD, file: 'snl' })).raw.toString(
        'utf8',
      ),
    );
    // The first worker's absences of both runs: 2 + 1.
    expect(snl.find((r) => r[1] === numberOf.get(ids[0]!) && r[2] === '07')?.[3]).toBe('3');
  });

  it('needs a run or the company and period, and a month without runs is 404', async () => {
    const res = await hr.post('/api/rrhh/payroll/plame/export', { year: 2032 });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { errors: Record<string, unknown> }).errors).sort()).toEqual([
      'companyId',
      'month',
    ]);
    const none = await hr.post('/api/rrhh/payroll/plame/export', { companyId: 1, year: 2033, month: 1 });
    expect(none.status).toBe(404);
  });
});
