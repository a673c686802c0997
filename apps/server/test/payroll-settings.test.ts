import { DEFAULT_PARAMETER_HISTORY, PARAMETER_KEYS } from '@zerg/payroll-pe';
import { PAYROLL_PARAMETER_KEYS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncPayrollParameters } from '../src/modules/payroll-settings/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
const P = '/api/setting/payroll/parameter';
type Api = ReturnType<typeof client>;
type Errors = { code: string; errors?: Record<string, string[]> };
type Param = {
  id: number;
  parameter: string;
  value: unknown;
  validFrom: string;
  validTo: string | null;
  source: string;
};

let hr: Api;
let hrId: number;

// Every query here returns at least one row; an empty answer fails the test on the first read.
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await ctx.database.db.execute(query)).rows as [T, ...T[]];
const audits = (entity: string, entityId: number) =>
  rows<{ action: string; user_id: number }>(
    sql`select action, user_id from audit_log where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
  );
const historyOf = async (parameter: string) =>
  (await hr.post(`${P}/list`, { perPage: 100, sortBy: 'validFrom', filters: { parameter } })).body as {
    data: Param[];
    total: number;
  };

beforeAll(async () => {
  const user = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL_SETTINGS] });
  hrId = user.id;
  hr = client(ctx, await sessionToken(ctx, user));
});

describe('payroll parameters', () => {
  it('the shared keys are the engine keys', () => {
    expect([...PAYROLL_PARAMETER_KEYS]).toEqual([...PARAMETER_KEYS]);
  });

  it('every install has the seed history, and the sync leaves an edited history alone', async () => {
    const { db } = ctx.database;
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from payroll_parameters`);
    expect(n).toBe(DEFAULT_PARAMETER_HISTORY.length);
    await db.execute(sql`delete from payroll_parameters where parameter = 'onpRate'`);
    await db.execute(sql`update payroll_parameters set source = 'edited' where parameter = 'rmv'`);
    await syncPayrollParameters(db);
    const onp = await rows<{ value: string }>(
      sql`select value from payroll_parameters where parameter = 'onpRate'`,
    );
    expect(onp).toEqual([{ value: '0.13' }]);
    const rmv = await rows<{ source: string }>(
      sql`select distinct source from payroll_parameters where parameter = 'rmv'`,
    );
    expect(rmv).toEqual([{ source: 'edited' }]);
  });

  it('an install from before the 2023–2024 AFP figures receives them on start, around what HR entered', async () => {
    const { db } = ctx.database;
    // The database of an install seeded when the AFP figures started in 2025.
    await db.execute(
      sql`delete from payroll_parameters where parameter in ('afp', 'afpPremiumCap') and valid_from < '2025-01-01'`,
    );
    // Since then HR edited the 2025 rates and recorded its own cap for the whole of 2024.
    await db.execute(
      sql`update payroll_parameters set source = 'edited by HR' where parameter = 'afp' and valid_from = '2025-01-01'`,
    );
    await db.execute(sql`
      insert into payroll_parameters (parameter, value, valid_from, valid_to, source)
      values ('afpPremiumCap', '"11700.00"'::jsonb, '2024-01-01', '2024-12-31', 'HR: SBS 2024')`);
    await syncPayrollParameters(db);
    const afp = await rows<{ valid_from: string; source: string; premium: string }>(sql`
      select to_char(valid_from, 'YYYY-MM-DD') as valid_from, source, value->'habitat'->>'premiumRate' as premium
      from payroll_parameters where parameter = 'afp' order by valid_from`);
    expect(afp.map((r) => [r.valid_from, r.premium])).toEqual([
      ['2023-01-01', '0.0184'],
      ['2024-01-01', '0.0170'],
      ['2025-01-01', '0.0137'],
    ]);
    expect(afp[2]?.source).toBe('edited by HR');
    // The 2023 quarters arrive; 2024 stays HR's single record, which the seed's quarters would overlap.
    const caps = await rows<{ range: string; value: string }>(sql`
      select to_char(valid_from, 'YYYY-MM-DD') || '..' || to_char(valid_to, 'YYYY-MM-DD') as range, value #>> '{}' as value
      from payroll_parameters where parameter = 'afpPremiumCap' order by valid_from`);
    expect(caps).toEqual([
      { range: '2023-01-01..2023-03-31', value: '12184.88' },
      { range: '2023-04-01..2023-06-30', value: '12184.88' },
      { range: '2023-07-01..2023-09-30', value: '12184.88' },
      { range: '2023-10-01..2023-12-31', value: '12184.88' },
      { range: '2024-01-01..2024-12-31', value: '11700.00' },
      { range: '2025-01-01..2026-12-31', value: '12184.88' },
    ]);
    // A second start changes nothing.
    await syncPayrollParameters(db);
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payroll_parameters where parameter in ('afp', 'afpPremiumCap')`,
    );
    expect(n).toBe(afp.length + caps.length);
    // Back to the seed for the tests below.
    await db.execute(
      sql`delete from payroll_parameters where parameter = 'afpPremiumCap' and source = 'HR: SBS 2024'`,
    );
    await syncPayrollParameters(db);
  });

  it('lists with paging, a filter by parameter and sorting', async () => {
    const page = await hr.post(`${P}/list`, { page: 1, perPage: 5 });
    expect(page.status).toBe(200);
    expect((page.body as { data: Param[]; total: number }).data).toHaveLength(5);
    const uit = await historyOf('uit');
    expect(uit.data.map((r) => r.validFrom)).toEqual([
      '2022-01-01',
      '2023-01-01',
      '2024-01-01',
      '2025-01-01',
      '2026-01-01',
    ]);
    const desc = await hr.post(`${P}/list`, {
      sortBy: 'validFrom',
      sortDesc: true,
      filters: { parameter: 'uit' },
    });
    expect((desc.body as { data: Param[] }).data[0]?.validFrom).toBe('2026-01-01');
    // The seed's sources are stored as a Peruvian lawyer writes them: "D.S. N.° 260-2024-EF".
    const search = await hr.post(`${P}/list`, { q: 'N.° 260-2024' });
    expect((search.body as { data: Param[] }).data.map((r) => r.parameter)).toEqual(['uit']);
  });

  it('adds a new UIT from a date, audited, and the in-force view picks it', async () => {
    const res = await hr.post(`${P}/create`, {
      parameter: 'uit',
      value: '5700.00',
      validFrom: '2027-01-01',
      validTo: '2027-12-31',
      source: 'DS 999-2026-EF',
    });
    expect(res.status).toBe(200);
    const created = res.body as Param;
    expect(created).toMatchObject({ parameter: 'uit', value: '5700.00', validTo: '2027-12-31' });
    expect(await audits('payroll_parameter', created.id)).toEqual([{ action: 'create', user_id: hrId }]);
    const at = (await hr.post(`${P}/in-force`, { date: '2027-03-01' })).body as {
      complete: boolean;
      missing: string[];
      data: Param[];
    };
    // The seed's AFP premium cap ends with 2026: the SBS publishes it every quarter.
    expect(at.missing).toEqual(['afpPremiumCap']);
    expect(at.complete).toBe(false);
    expect(at.data.find((r) => r.parameter === 'uit')?.value).toBe('5700.00');
  });

  it('a new value after the open-ended one closes it the day before', async () => {
    const res = await hr.post(`${P}/create`, {
      parameter: 'rmv',
      value: '1200.00',
      validFrom: '2027-05-01',
      source: 'DS 001-2027-TR',
    });
    expect(res.status).toBe(200);
    const history = await historyOf('rmv');
    const previous = history.data.find((r) => r.validFrom === '2025-01-01');
    expect(previous?.validTo).toBe('2027-04-30');
    expect(history.data.at(-1)).toMatchObject({ validFrom: '2027-05-01', validTo: null });
    expect((await audits('payroll_parameter', previous?.id ?? 0)).map((a) => a.action)).toEqual(['update']);
  });

  it('refuses an overlapping range of the same parameter (409 naming validFrom)', async () => {
    const res = await hr.post(`${P}/create`, {
      parameter: 'uit',
      value: '5600.00',
      validFrom: '2026-06-01',
      validTo: '2026-12-31',
      source: 'Wrong',
    });
    expect(res.status).toBe(409);
    const body = res.body as Errors;
    expect(body.code).toBe('PARAMETER_OVERLAP');
    expect(body.errors?.validFrom?.[0]).toContain('01/01/2026');
  });

  it('refuses what the engine refuses, naming the field (400)', async () => {
    const bad = async (parameter: string, value: unknown) => {
      const res = await hr.post(`${P}/create`, { parameter, value, validFrom: '2030-01-01', source: 'Test' });
      expect(res.status).toBe(400);
      return Object.keys((res.body as Errors).errors ?? {});
    };
    expect(await bad('essaludRate', '9')).toEqual(['value']);
    expect(await bad('uit', '0')).toEqual(['value']);
    expect(await bad('rmv', '1130.555')).toEqual(['value']);
    expect(await bad('rmv', [{ upToUit: null, rate: '0.1' }])).toEqual(['value']);
    const afp = {
      habitat: { fundRate: '0.10', premiumRate: '0.0137', flowCommissionRate: '0.0147' },
      integra: { fundRate: '0.10', premiumRate: '0.0137', flowCommissionRate: '0.0155' },
      prima: { fundRate: '0.10', premiumRate: '0.0137', flowCommissionRate: '0.0160' },
      profuturo: { fundRate: '0.10', premiumRate: '1.5', flowCommissionRate: '0.0169' },
    };
    expect(await bad('afp', afp)).toEqual(['value.profuturo.premiumRate']);
    const { profuturo: _, ...three } = afp;
    expect(await bad('afp', three)).toEqual(['value.profuturo']);
    const tiers = [
      { upToUit: '5', rate: '0.08' },
      { upToUit: '20', rate: '0.14' },
      { upToUit: '15', rate: '0.17' },
      { upToUit: '45', rate: '0.20' },
      { upToUit: null, rate: '0.30' },
    ];
    expect(await bad('quintaBrackets', tiers)).toEqual(['value.2.upToUit']);
    const closed = tiers.map((t, i) =>
      i === 2 ? { ...t, upToUit: '35' } : i === 4 ? { ...t, upToUit: '60' } : t,
    );
    expect(await bad('quintaBrackets', closed)).toEqual(['value.4.upToUit']);
    expect(await bad('quintaBrackets', tiers.slice(0, 2).concat([{ upToUit: null, rate: '0.3' }]))).toEqual([
      'value',
    ]);
    const inverted = await hr.post(`${P}/create`, {
      parameter: 'onpRate',
      value: '0.13',
      validFrom: '2030-01-01',
      validTo: '2029-01-01',
      source: 'Test',
    });
    expect(inverted.status).toBe(400);
    expect(Object.keys((inverted.body as Errors).errors ?? {})).toEqual(['validTo']);
  });

  it('updates a value, refusing a change of parameter, and deletes all but the last value', async () => {
    const created = (
      await hr.post(`${P}/create`, {
        parameter: 'afpPremiumCap',
        value: '12500.00',
        validFrom: '2027-01-01',
        source: 'SBS Q1 2027',
      })
    ).body as Param;
    const updated = await hr.post(`${P}/update`, {
      ...created,
      value: '12600.50',
      source: 'SBS Q1 2027 (fixed)',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ value: '12600.50' });
    const moved = await hr.post(`${P}/update`, { ...created, parameter: 'rmv' });
    expect(moved.status).toBe(400);
    expect((await hr.post(`${P}/update`, { ...created, id: 999999 })).status).toBe(404);
    expect((await hr.post(`${P}/delete`, { id: created.id })).status).toBe(200);
    expect((await audits('payroll_parameter', created.id)).map((a) => a.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
    const [only] = (await historyOf('onpRate')).data;
    const last = await hr.post(`${P}/delete`, { id: only?.id });
    expect(last.status).toBe(409);
    expect((last.body as Errors).code).toBe('INVALID_CHANGE');
  });

  it('the in-force view names the missing parameters', async () => {
    const early = (await hr.post(`${P}/in-force`, { date: '2021-06-01' })).body as {
      complete: boolean;
      missing: string[];
    };
    expect(early.complete).toBe(false);
    expect(early.missing).toContain('uit');
    expect(early.missing).toContain('afp');
    expect(early.missing).not.toContain('rmv');
    // 2023 and 2024 have every parameter, the AFP rates and premium cap included.
    for (const date of ['2023-05-31', '2024-11-30']) {
      const past = (await hr.post(`${P}/in-force`, { date })).body as {
        complete: boolean;
        missing: string[];
      };
      expect(past).toMatchObject({ complete: true, missing: [] });
    }
  });

  it('exports the history as Excel', async () => {
    const res = await hr.post(`${P}/export`, { sortBy: 'validFrom', filters: { parameter: 'uit' } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(2).getCell(2).value).toBe('4600.00');
    expect(sheet?.rowCount).toBeGreaterThanOrEqual(6);
  });
});

describe('company payroll rules', () => {
  it('lists every company with defaults, updates one (audited) and validates the fields', async () => {
    const list = (await hr.post('/api/setting/payroll/company/list')).body as {
      data: { companyId: number; configured: boolean; advanceLimitRate: string }[];
    };
    expect(list.data.length).toBeGreaterThan(0);
    const company = list.data[0]?.companyId ?? 0;
    const body = {
      companyId: company,
      fortnightCutDay: 14,
      monthCutDay: 28,
      lateLimitMinutes: 90,
      lateDiscountDays: '1',
      advanceLimitRate: '0.4',
      quincenaRate: '0.5',
    };
    const res = await hr.post('/api/setting/payroll/company/update', body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      fortnightCutDay: 14,
      lateDiscountDays: '1.00',
      advanceLimitRate: '0.4000',
      quincenaRate: '0.5000',
      configured: true,
    });
    expect(await audits('payroll_settings', company)).toEqual([{ action: 'update', user_id: hrId }]);
    const again = await hr.post('/api/setting/payroll/company/update', { ...body, monthCutDay: 30 });
    expect(again.body).toMatchObject({ monthCutDay: 30, fortnightCutDay: 14 });
    const bad = await hr.post('/api/setting/payroll/company/update', {
      ...body,
      fortnightCutDay: 32,
      advanceLimitRate: '1.5',
      lateDiscountDays: '31',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as Errors).errors ?? {}).sort()).toEqual([
      'advanceLimitRate',
      'fortnightCutDay',
      'lateDiscountDays',
    ]);
    // A negative rate is negative, not a number "with up to 4 decimals".
    const negative = await hr.post('/api/setting/payroll/company/update', {
      ...body,
      advanceLimitRate: '-0.5',
      lateDiscountDays: '-1',
    });
    expect((negative.body as Errors).errors).toEqual({
      advanceLimitRate: ['Cannot be negative'],
      lateDiscountDays: ['Cannot be negative'],
    });
    expect((await hr.post('/api/setting/payroll/company/get', { companyId: 999999 })).status).toBe(404);
    expect(
      (await hr.post('/api/setting/payroll/company/update', { ...body, companyId: 999999 })).status,
    ).toBe(404);
  });

  it('the regimes say what each gives and count the active employees', async () => {
    const res = (await hr.post('/api/setting/payroll/regime/list')).body as {
      data: {
        code: string;
        ctsShare: string;
        vacationDaysPerYear: number;
        health: string;
        activeEmployees: number;
      }[];
    };
    expect(res.data.map((r) => [r.code, r.ctsShare, r.vacationDaysPerYear, r.health])).toEqual([
      ['general', '1', 30, 'essalud'],
      ['small', '0.5', 15, 'essalud'],
      ['micro', '0', 15, 'sis'],
    ]);
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from employee_jobs j join employees e on e.id = j.employee_id where e.is_active and j.labor_regime = 'general'`,
    );
    expect(res.data[0]?.activeEmployees).toBe(n);
  });
});

describe('bonus types', () => {
  const B = '/api/setting/payroll/bonus';
  it('creates, refuses a repeated name, updates, deactivates; the picker shows the active ones', async () => {
    const created = await hr.post(`${B}/create`, {
      name: 'Bono de puntualidad',
      kind: 'regular',
      plameCode: '',
    });
    expect(created.status).toBe(200);
    const bonus = created.body as { id: number; plameCode: string | null; isActive: boolean };
    expect(bonus).toMatchObject({ plameCode: null, isActive: true });
    const repeated = await hr.post(`${B}/create`, { name: 'bono de PUNTUALIDAD', kind: 'occasional' });
    expect(repeated.status).toBe(409);
    expect(Object.keys((repeated.body as Errors).errors ?? {})).toEqual(['name']);
    const badCode = await hr.post(`${B}/create`, { name: 'Otro', kind: 'regular', plameCode: '12' });
    expect(badCode.status).toBe(400);
    const badKind = await hr.post(`${B}/create`, { name: 'Otro', kind: 'monthly' });
    expect(Object.keys((badKind.body as Errors).errors ?? {})).toEqual(['kind']);
    const updated = await hr.post(`${B}/update`, {
      id: bonus.id,
      name: 'Bono de puntualidad mensual',
      kind: 'extraordinary',
      plameCode: '0903',
    });
    expect(updated.body).toMatchObject({ kind: 'extraordinary', plameCode: '0903' });
    const pick = async () =>
      (
        (await hr.post(`${B}/get-bonus-for-select`)).body as {
          data: { id: number; name: string; kind: string }[];
        }
      ).data;
    expect(await pick()).toContainEqual({
      id: bonus.id,
      name: 'Bono de puntualidad mensual',
      kind: 'extraordinary',
    });
    const off = await hr.post(`${B}/set-active`, { id: bonus.id, isActive: false });
    expect(off.body).toMatchObject({ isActive: false });
    expect((await pick()).map((b) => b.id)).not.toContain(bonus.id);
    expect((await audits('payroll_bonus_type', bonus.id)).map((a) => a.action)).toEqual([
      'create',
      'update',
      'deactivate',
    ]);
    expect((await hr.post(`${B}/set-active`, { id: 999999, isActive: true })).status).toBe(404);
  });

  it('lists with search, filters and sorting', async () => {
    await hr.post(`${B}/create`, { name: 'Zeta bono ocasional', kind: 'occasional' });
    const list = (await hr.post(`${B}/list`, { q: 'zeta' })).body as {
      data: { name: string }[];
      total: number;
    };
    expect(list.data.map((b) => b.name)).toEqual(['Zeta bono ocasional']);
    const occasional = (await hr.post(`${B}/list`, { filters: { kind: 'occasional', isActive: true } }))
      .body as {
      data: { kind: string; isActive: boolean }[];
    };
    expect(occasional.data.every((b) => b.kind === 'occasional' && b.isActive)).toBe(true);
    const desc = (await hr.post(`${B}/list`, { sortBy: 'name', sortDesc: true })).body as {
      data: { name: string }[];
    };
    expect(desc.data[0]?.name).toBe('Zeta bono ocasional');
  });
});

describe('access', () => {
  it('only section 17 holders reach the settings; payroll (14) also reads the bonus picker', async () => {
    for (const who of [DEMO.treasury, DEMO.operations]) {
      const api = client(ctx, (await login(ctx, who)).accessToken);
      expect((await api.post(`${P}/list`, {})).status).toBe(403);
      expect((await api.post('/api/setting/payroll/company/list')).status).toBe(403);
      expect((await api.post('/api/setting/payroll/bonus/get-bonus-for-select')).status).toBe(403);
    }
    const payroll = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] });
    const api = client(ctx, await sessionToken(ctx, payroll));
    expect((await api.post('/api/setting/payroll/bonus/get-bonus-for-select')).status).toBe(200);
    expect((await api.post(`${P}/create`, {})).status).toBe(403);
    expect((await client(ctx).post(`${P}/list`, {})).status).toBe(401);
  });
});

describe('minimum wage', () => {
  it('tells the employee form the RMV in force on a day, from the history, and no more', async () => {
    const employees = await createTestUser(ctx, { sections: [SECTION_IDS.EMPLOYEES] });
    const api = client(ctx, await sessionToken(ctx, employees));
    const now = await api.post(`${P}/minimum-wage`, { date: '2026-11-01' });
    expect(now.status).toBe(200);
    expect(now.body).toEqual({
      date: '2026-11-01',
      rmv: '1130.00',
      validFrom: '2025-01-01',
      // An earlier test overwrote the stored words in SQL; the code still words it.
      source: expect.any(String),
      sourceCode: 'supreme_decree',
      sourceParams: { number: '006-2024-TR' },
    });
    const before = await api.post(`${P}/minimum-wage`, { date: '2024-06-01' });
    expect((before.body as { rmv: string }).rmv).not.toBe('1130.00');
    expect((await api.post(`${P}/minimum-wage`, { date: '2026-13-01' })).status).toBe(400);
    expect((await api.post(`${P}/list`, {})).status).toBe(403);
  });
});
