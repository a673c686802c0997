import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncBookkeeping } from '../src/modules/bookkeeping/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
const acc = '/api/bookkeeping/accounting-account';
const typ = '/api/bookkeeping/transaction-type';

type Body = Record<string, unknown> & {
  id: number;
  code: string;
  total: number;
  data: Record<string, unknown>[];
  errors: Record<string, string[]>;
};
const typed = (api: ReturnType<typeof client>) => ({
  post: async (url: string, body: unknown = {}) => {
    const res = await api.post(url, body);
    return { ...res, body: res.body as Body };
  },
});
type Api = ReturnType<typeof typed>;
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];
const idOf = async (code: string) =>
  (await rows<{ id: number }>(sql`select id from accounting_accounts where code = ${code}`))[0]?.id ?? 0;

let books: Api;

beforeAll(async () => {
  books = typed(client(ctx, (await login(ctx, DEMO.treasury)).accessToken));
});

describe('the PCGE chart', () => {
  it('is seeded with elements, accounts and sub-accounts whose codes extend their parents', async () => {
    const [counts] = await rows<{
      d1: number;
      d2: number;
      d3: number;
      d4: number;
      d5: number;
      bad: number;
    }>(sql`
      select count(*) filter (where depth = 1)::int as d1, count(*) filter (where depth = 2)::int as d2,
        count(*) filter (where depth = 3)::int as d3, count(*) filter (where depth = 4)::int as d4,
        count(*) filter (where depth = 5)::int as d5,
        (select count(*)::int from accounting_accounts c join accounting_accounts p on p.id = c.parent_id
          where not (c.code like p.code || '%' and length(c.code) > length(p.code))) as bad
      from accounting_accounts where system`);
    expect(counts?.d1).toBe(10);
    expect(counts?.d2).toBeGreaterThan(60);
    expect(counts?.d3).toBeGreaterThan(100);
    expect(counts?.d4).toBeGreaterThan(20);
    expect(counts?.d5).toBeGreaterThan(0);
    expect(counts?.bad).toBe(0);
    const orphans = await rows(
      sql`select code from accounting_accounts where system and depth > 1 and parent_id is null`,
    );
    expect(orphans).toEqual([]);
    for (const code of [
      '1041',
      '1212',
      '1412',
      '1413',
      '40173',
      '4031',
      '4032',
      '417',
      '4111',
      '4151',
      '6211',
      '6391',
      '70321',
    ])
      expect(await idOf(code)).toBeGreaterThan(0);
  });

  it('lists with search, filters and sort, and answers one account', async () => {
    const list = await books.post(`${acc}/list`, { q: 'Sueldos', filters: { element: 6, postable: true } });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r) => r.code)).toContain('6211');
    const deep = await books.post(`${acc}/list`, {
      perPage: 100,
      sortBy: 'code',
      sortDesc: true,
      filters: { depth: 4, parentId: await idOf('411'), system: true, active: true },
    });
    expect(deep.body.data.map((r) => r.code)).toEqual(['4115', '4114', '4113', '4112', '4111']);
    const one = await books.post(`${acc}/get`, { id: await idOf('104') });
    expect(one.body).toMatchObject({
      code: '104',
      parentCode: '10',
      depth: 3,
      system: true,
      postable: false,
    });
    expect((await books.post(`${acc}/get`, { id: 999999 })).status).toBe(404);
    // 1041 is no longer postable: each bank account is its own sub-account (the demo's three).
    const options = await books.post(`${acc}/get-for-select`, { q: '1041', postable: true });
    expect(options.body).toEqual([
      {
        id: await idOf('104101'),
        code: '104101',
        name: 'Banco de Crédito del Perú · PEN · 191-2487356-0-48',
      },
      { id: await idOf('104102'), code: '104102', name: 'BBVA Perú · USD · 0011-0172-0100045236' },
      { id: await idOf('104103'), code: '104103', name: 'Interbank · PEN · 200-3004518927' },
    ]);
  });
});

describe('accounts of the company', () => {
  it('adds an account below a PCGE account; the code must extend the parent and be new', async () => {
    // 1041 has journal lines and types; 1042 is still free.
    const parentId = await idOf('1042');
    const created = await books.post(`${acc}/create`, {
      parentId,
      code: '104201',
      name: 'BCP cuenta corriente soles',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      code: '104201',
      parentCode: '1042',
      depth: 6,
      system: false,
      postable: true,
    });
    expect((await books.post(`${acc}/get`, { id: parentId })).body.postable).toBe(false);

    const wrong = await books.post(`${acc}/create`, { parentId, code: '105101', name: 'Otra' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors)).toEqual(['code']);
    const same = await books.post(`${acc}/create`, { parentId, code: '1042', name: 'Otra' });
    expect(same.status).toBe(400);
    expect(Object.keys(same.body.errors)).toEqual(['code']);
    const dup = await books.post(`${acc}/create`, { parentId, code: '104201', name: 'Otra' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('ACCOUNT_ALREADY_REGISTERED');
    const bad = await books.post(`${acc}/create`, { parentId, code: '1x', name: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['code', 'name']);
    const noParent = await books.post(`${acc}/create`, { parentId: 999999, code: '999999', name: 'X' });
    expect(noParent.status).toBe(400);
    expect(Object.keys(noParent.body.errors)).toEqual(['parentId']);
  });

  it('refuses children below an account that already has journal lines or a transaction type', async () => {
    // 6391 is the bank-fee type's debit account: it must stay postable.
    const typed6391 = await books.post(`${acc}/create`, {
      parentId: await idOf('6391'),
      code: '639101',
      name: 'ITF',
    });
    expect(typed6391.status).toBe(409);
    expect(typed6391.body.code).toBe('INVALID_CHANGE');
    expect(Object.keys(typed6391.body.errors)).toEqual(['parentId']);
    // 70321 has demo sales posted to it.
    const posted = await books.post(`${acc}/create`, {
      parentId: await idOf('70321'),
      code: '7032101',
      name: 'Carga',
    });
    expect(posted.status).toBe(409);
    expect(posted.body.code).toBe('INVALID_CHANGE');
    expect(posted.body.errors.parentId?.[0]).toMatch(/journal lines/);
  });

  it('renames only its own accounts; a PCGE account keeps its name; deactivation waits for the types', async () => {
    const own = await books.post(`${acc}/create`, {
      parentId: await idOf('659'),
      code: '65901',
      name: 'Daños',
    });
    const renamed = await books.post(`${acc}/update`, {
      id: own.body.id,
      name: 'Daños a la flota',
      active: false,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Daños a la flota', active: false });
    const pcge = await idOf('6211');
    const rename = await books.post(`${acc}/update`, { id: pcge, name: 'Sueldos', active: true });
    expect(rename.status).toBe(409);
    expect(Object.keys(rename.body.errors)).toEqual(['name']);
    const inUse = await books.post(`${acc}/update`, {
      id: await idOf('1413'),
      name: 'Entregas a rendir cuenta',
      active: false,
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('STILL_IN_USE');
    expect((await books.post(`${acc}/update`, { id: 999999, name: 'X', active: true })).status).toBe(404);
  });
});

describe('transaction types', () => {
  it('has the system types with their fixed codes, source kinds and accounts', async () => {
    const list = await books.post(`${typ}/list`, { perPage: 100, sortBy: 'code' });
    const byCode = new Map(list.body.data.map((r) => [r.code, r]));
    const expected: [string, string, string | null, string, string][] = [
      ['PLANILLA', 'expense', 'payroll_run', '4111', '1041'],
      ['ADELANTO', 'expense', 'payroll_advance', '1412', '1041'],
      ['VIATICO', 'expense', 'viatic', '1413', '1041'],
      ['LIQ-PAGO', 'expense', 'settlement', '1413', '1041'],
      ['LIQ-DEVOL', 'income', 'settlement', '1041', '1413'],
      ['COBRANZA', 'income', null, '1041', '1212'],
      ['PAGO-PROV', 'expense', null, '4212', '1041'],
      ['COM-BANC', 'expense', null, '6391', '1041'],
    ];
    for (const [code, direction, sourceKind, debit, credit] of expected)
      expect(byCode.get(code)).toMatchObject({
        direction,
        sourceKind,
        debitAccountCode: debit,
        creditAccountCode: credit,
      });
    const options = await books.post(`${typ}/get-for-select`, { direction: 'income' });
    expect((options.body as unknown as { code: string }[]).map((o) => o.code)).toEqual(
      expect.arrayContaining(['COBRANZA', 'LIQ-DEVOL']),
    );
  });

  it('creates a type with two different postable accounts and a new code', async () => {
    const body = {
      code: 'ALQ-OFI',
      name: 'Alquiler de oficina',
      direction: 'expense',
      debitAccountId: await idOf('6352'),
      creditAccountId: await idOf('1041'),
    };
    const created = await books.post(`${typ}/create`, body);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: 'ALQ-OFI', debitAccountCode: '6352', sourceKind: null });
    const dup = await books.post(`${typ}/create`, body);
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('TRANSACTION_TYPE_ALREADY_REGISTERED');
    const same = await books.post(`${typ}/create`, {
      ...body,
      code: 'X1',
      creditAccountId: body.debitAccountId,
    });
    expect(same.status).toBe(400);
    expect(Object.keys(same.body.errors)).toEqual(['creditAccountId']);
    const parent = await books.post(`${typ}/create`, {
      ...body,
      code: 'X2',
      debitAccountId: await idOf('63'),
    });
    expect(parent.status).toBe(400);
    expect(Object.keys(parent.body.errors)).toEqual(['debitAccountId']);
    const badCode = await books.post(`${typ}/create`, { ...body, code: 'a b' });
    expect(badCode.status).toBe(400);
    expect(Object.keys(badCode.body.errors)).toEqual(['code']);
    const updated = await books.post(`${typ}/update`, {
      ...body,
      id: created.body.id,
      name: 'Alquiler',
      active: false,
    });
    expect(updated.body).toMatchObject({ name: 'Alquiler', active: false });
  });

  it('a system type may change its accounts but not its code or direction, and a source type stays active', async () => {
    const [planilla] = await rows<{ id: number }>(
      sql`select id from accounting_transaction_types where code = 'PLANILLA'`,
    );
    const id = planilla?.id ?? 0;
    const body = {
      id,
      code: 'PLANILLA',
      name: 'Pago de planilla',
      direction: 'expense',
      debitAccountId: await idOf('4111'),
      creditAccountId: await idOf('104201'),
      active: true,
    };
    const ok = await books.post(`${typ}/update`, body);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ creditAccountCode: '104201', sourceKind: 'payroll_run' });
    const code = await books.post(`${typ}/update`, { ...body, code: 'PLAN2', direction: 'income' });
    expect(code.status).toBe(409);
    expect(Object.keys(code.body.errors).sort()).toEqual(['code', 'direction']);
    const off = await books.post(`${typ}/update`, { ...body, active: false });
    expect(off.status).toBe(409);
    expect(Object.keys(off.body.errors)).toEqual(['active']);
    expect((await books.post(`${typ}/get`, { id: 999999 })).status).toBe(404);
  });
});

describe('accounts the payroll entry posts to', () => {
  it('get no sub-accounts and stay active', async () => {
    const child = await books.post(`${acc}/create`, {
      parentId: await idOf('6211'),
      code: '621101',
      name: 'Choferes',
    });
    expect(child.status).toBe(409);
    expect(Object.keys(child.body.errors)).toEqual(['parentId']);
    const off = await books.post(`${acc}/update`, {
      id: await idOf('6215'),
      name: 'Vacaciones',
      active: false,
    });
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('STILL_IN_USE');
  });
});

describe('the sync', () => {
  it('runs again without adding, changing or deleting anything of the company', async () => {
    const own = await books.post(`${acc}/create`, {
      parentId: await idOf('6365'),
      code: '636501',
      name: 'Fibra óptica',
    });
    expect(own.status).toBe(200);
    const before = await rows(
      sql`select id, code, name, parent_id, active from accounting_accounts order by id`,
    );
    const types = await rows(sql`select * from accounting_transaction_types order by id`);
    await syncBookkeeping(ctx.database.db);
    expect(
      await rows(sql`select id, code, name, parent_id, active from accounting_accounts order by id`),
    ).toEqual(before);
    expect(await rows(sql`select * from accounting_transaction_types order by id`)).toEqual(types);
  });
});

describe('the sub-account of a bank account', () => {
  it('takes no child and stays active while treasury books its bank account to it', async () => {
    const id = await idOf('104103');
    const child = await books.post(`${acc}/create`, { parentId: id, code: '10410301', name: 'Sub' });
    expect(child.status).toBe(409);
    expect(child.body.errors.parentId).toBeDefined();
    const off = await books.post(`${acc}/update`, {
      id,
      name: 'Interbank · PEN · 200-3004518927',
      active: false,
    });
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('STILL_IN_USE');
    expect(off.body.errors.active).toBeDefined();
  });
});
