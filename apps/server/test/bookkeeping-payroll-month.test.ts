import { centsToMoney, moneyToCents } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeRun } from '../src/modules/payroll/index.ts';
import { limaToday } from '../src/platform/time/lima-today.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

/*
 * One payroll month of the demo company through the books (issue 23): March of next year (always a
 * month to come, so HR may register items in it, and a month with no attendance yet: every worker
 * is paid the whole month), then the July gratificación that settles March's provision. Items: a
 * loan handed over by treasury, damage charged to a driver, a judicial retention, an advance paid
 * by treasury and one paid by hand. The trial balance at the end states each transitory account.
 */

const ctx = useTestApp();
const COMPANY = 1;
const YEAR = Number(limaToday().slice(0, 4)) + 1;
const MARCH = `${YEAR}-03`;
const STAFF = ['administrative', 'operations'] as const;

type Body = Record<string, unknown> & { id: number; data: Record<string, unknown>[] };
let hr: (url: string, body?: unknown) => Promise<{ status: number; body: Body }>;
/** Decides what HR asks for (advances, discounts): nobody decides their own request. */
let decider: (url: string, body?: unknown) => Promise<{ status: number; body: Body }>;
let cashier: (url: string, body?: unknown) => Promise<{ status: number; body: Body }>;
/** Treasury's second person: approves and processes what the cashier (or HR's approval) made. */
let checker: (url: string, body?: unknown) => Promise<{ status: number; body: Body }>;
let bank = 0;
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];
const cents = (v: unknown) => moneyToCents(String(v ?? '0'));

const ok = async (res: Promise<{ status: number; body: Body }>) => {
  const done = await res;
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
};

/**
 * Treasury pays the pending movement of a source: approve with the test bank, process today (a
 * payment is never dated after today; the trial balance's closing balances include it all the same).
 */
const pay = async (sourceKind: string, sourceId: number, typeCode?: string) => {
  const [m] = await rows<{ id: number; type: string | null }>(sql`
    select t.id, ty.code as type from treasury_transactions t
    left join accounting_transaction_types ty on ty.id = t.transaction_type_id
    where t.source_kind = ${sourceKind} and t.source_id = ${sourceId} and t.state = 'pending'`);
  expect(m, `${sourceKind} ${sourceId}`).toBeDefined();
  if (!m) return;
  if (typeCode) expect(m.type).toBe(typeCode);
  await ok(checker('/api/treasury/transaction/approve', { id: m.id, bankAccountId: bank }));
  await ok(checker('/api/treasury/transaction/process', { id: m.id, operationNumber: `OP-${m.id}` }));
};

/** A worker of the demo company who is there all year (no contract ending before December). */
const workers = async (n: number) =>
  rows<{ id: number }>(sql`
    select e.id from employees e join employee_jobs j on j.employee_id = e.id
    where e.is_active and j.company_id = ${COMPANY} and j.labor_regime = 'general'
      and (j.contract_end_date is null or j.contract_end_date >= ${`${YEAR}-12-31`}::date)
    order by e.id limit ${n}`);

const discount = async (employeeId: number, type: string, amount: string, quotas: number) => {
  const created = await ok(
    hr('/api/rrhh/payroll/discount/create', {
      employeeId,
      type,
      amount,
      quotas,
      startPeriod: MARCH,
      observations: `Prueba ${type}`,
    }),
  );
  await ok(decider('/api/rrhh/payroll/discount/approve', { id: created.id }));
  return created.id;
};

const runs: Record<string, number[]> = { monthly: [], gratificacion: [] };
const createRun = async (kind: 'monthly' | 'gratificacion', month: number) => {
  for (const personalType of STAFF) {
    const created = await ok(
      hr('/api/rrhh/payroll/run/create', {
        companyId: COMPANY,
        year: YEAR,
        month,
        kind,
        personalType,
        overrideWarnings: true,
      }),
    );
    // Computed the day after the month ends, as HR would.
    await computeRun(ctx.database.db, created.id, new Date(Date.UTC(YEAR, month, 1, 17)));
    const [run] = await rows<{ n: number; warnings: string[] }>(
      sql`select employee_count as n, run_warnings as warnings from payroll_runs where id = ${created.id}`,
    );
    expect(run?.warnings ?? []).toEqual([]);
    expect(run?.n).toBeGreaterThan(0);
    await ok(hr('/api/rrhh/payroll/run/approve', { id: created.id }));
    runs[kind]?.push(created.id);
  }
};

const ids: Record<string, number> = {};

beforeAll(async () => {
  const as = async (who: { email: string; password: string }) => {
    const api = client(ctx, (await login(ctx, who)).accessToken);
    return async (url: string, body: unknown = {}) => {
      const res = await api.post(url, body);
      return { status: res.status, body: res.body as Body };
    };
  };
  hr = await as(DEMO.hrChief);
  const ceo = client(
    ctx,
    await sessionToken(ctx, await createTestUser(ctx, { sections: [14], isCeo: true })),
  );
  decider = async (url: string, body: unknown = {}) => {
    const res = await ceo.post(url, body);
    return { status: res.status, body: res.body as Body };
  };
  cashier = await as(DEMO.treasury);
  const second = await createTestUser(ctx, { sections: [38, 39] });
  const secondApi = client(ctx, await sessionToken(ctx, second));
  checker = async (url, body = {}) => {
    const res = await secondApi.post(url, body);
    return { status: res.status, body: res.body as Body };
  };
  const account = await ok(
    cashier('/api/treasury/bank-account/create', {
      companyId: COMPANY,
      bank: '002',
      kind: 'checking',
      currency: 'PEN',
      number: '193-2027030001',
      openingBalance: '2000000.00',
      openingDate: `${YEAR - 1}-01-01`,
    }),
  );
  bank = account.id;
  // Next year's UIT is published in December: the test takes this year's for it.
  await ctx.database.pool.query(
    `insert into payroll_parameters (parameter, value, valid_from, valid_to, source)
     select p.parameter, p.value, $1::date, $2::date, 'prueba' from payroll_parameters p
     where p.valid_to is not null and p.valid_to < $1::date
       and p.valid_from = (select max(x.valid_from) from payroll_parameters x where x.parameter = p.parameter)`,
    [`${YEAR}-01-01`, `${YEAR}-12-31`],
  );
  await ctx.database.pool.query(
    `insert into payroll_settings (company_id, advance_limit_rate) values ($1, '0.9000')
     on conflict (company_id) do update set advance_limit_rate = '0.9000'`,
    [COMPANY],
  );
});

describe('one payroll month in the books', () => {
  it('books the items as they are decided and paid', async () => {
    const [a, b, c, d, e] = (await workers(5)).map((w) => w.id);
    expect(e).toBeDefined();
    // Loan S/ 900 in 3 quotas: treasury hands it over (type PRESTAMO, Dr 1411 / Cr bank).
    ids.loan = await discount(a ?? 0, 'loan', '900.00', 3);
    await pay('payroll_loan', ids.loan, 'PRESTAMO');
    // Damage S/ 240 in 2 quotas: booked on approval (Dr 1419 / Cr 7599).
    ids.damage = await discount(b ?? 0, 'damage', '240.00', 2);
    // Judicial retention S/ 350 in one quota: owed to the beneficiary once the payroll takes it (4699).
    ids.judicial = await discount(c ?? 0, 'judicial', '350.00', 1);
    // An advance paid by treasury (ADELANTO, Dr 1412) and one paid by hand (Dr 1412 / Cr 101 Caja).
    for (const [key, employeeId] of [
      ['advance', d],
      ['cashAdvance', e],
    ] as const) {
      const advance = await ok(
        hr('/api/rrhh/payroll/advance/create', {
          employeeId,
          amount: '400.00',
          period: MARCH,
          reason: 'Prueba',
        }),
      );
      await ok(decider('/api/rrhh/payroll/advance/approve', { id: advance.id }));
      ids[key] = advance.id;
    }
    await pay('payroll_advance', ids.advance ?? 0, 'ADELANTO');
    await ok(hr('/api/rrhh/payroll/advance/pay', { id: ids.cashAdvance, paymentReference: 'Recibo 0042' }));
    const entries = await rows<{ source_kind: string; codes: string }>(sql`
      select e.source_kind, string_agg(a.code || ':' || l.debit || '/' || l.credit, ' ' order by l.line_no) as codes
      from journal_entries e join journal_lines l on l.entry_id = e.id join accounting_accounts a on a.id = l.account_id
      where (e.source_kind = 'payroll_discount' and e.source_id = ${ids.damage})
         or (e.source_kind = 'payroll_advance_payment' and e.source_id = ${ids.cashAdvance})
      group by e.id order by e.id`);
    expect(entries.map((r) => r.codes)).toEqual([
      '1419:240.00/0.00 7599:0.00/240.00',
      '1412:400.00/0.00 101:0.00/400.00',
    ]);
  });

  it('accrues, provisions and pays the month, then pays SUNAT and the AFPs', async () => {
    await createRun('monthly', 3);
    for (const id of runs.monthly ?? []) {
      const [provision] = await rows<{ n: number }>(sql`
        select count(*)::int as n from journal_entries where origin = 'provision' and source_id = ${id}`);
      expect(provision?.n).toBe(1);
      await pay('payroll_run', id, 'PLANILLA');
    }
    const due = await ok(cashier('/api/treasury/contribution/due', { companyId: COMPANY, period: MARCH }));
    const payees = due.data.map((r) => r.payee);
    expect(payees).toContain('sunat');
    expect(payees.some((p) => p !== 'sunat')).toBe(true);
    for (const row of due.data) {
      const movement = await ok(
        cashier('/api/treasury/contribution/create', { companyId: COMPANY, period: MARCH, payee: row.payee }),
      );
      await ok(checker('/api/treasury/transaction/approve', { id: movement.id, bankAccountId: bank }));
      await ok(
        checker('/api/treasury/transaction/process', {
          id: movement.id,
          operationNumber: `OP-${movement.id}`,
        }),
      );
    }
    // Once per payee and month.
    const again = await cashier('/api/treasury/contribution/create', {
      companyId: COMPANY,
      period: MARCH,
      payee: 'sunat',
    });
    expect(again.status).toBe(409);
    expect(Object.keys((again.body as { errors?: object }).errors ?? {})).toEqual(['payee']);
  });

  it('accrues the July gratificación against the provision and pays it against 4114', async () => {
    await createRun('gratificacion', 7);
    for (const id of runs.gratificacion ?? []) await pay('payroll_run', id, 'PLAN-GRATI');
    const july = `${YEAR}-07`;
    const due = await ok(cashier('/api/treasury/contribution/due', { companyId: COMPANY, period: july }));
    for (const row of due.data) {
      const movement = await ok(
        cashier('/api/treasury/contribution/create', { companyId: COMPANY, period: july, payee: row.payee }),
      );
      await ok(checker('/api/treasury/transaction/approve', { id: movement.id, bankAccountId: bank }));
      await ok(
        checker('/api/treasury/transaction/process', {
          id: movement.id,
          operationNumber: `OP-${movement.id}`,
        }),
      );
    }
  });

  it('leaves every transitory account at the balance an accountant expects', async () => {
    const tb = await ok(
      cashier('/api/bookkeeping/trial-balance', { companyId: COMPANY, from: `${YEAR}-01`, to: `${YEAR}-08` }),
    );
    expect(tb.balanced).toBe(true);
    /** Closing balance, debit positive. */
    const balance = (code: string) => {
      const row = (tb.rows as { code: string; closingDebit: string; closingCredit: string }[]).find(
        (r) => r.code === code,
      );
      return row ? centsToMoney(cents(row.closingDebit) - cents(row.closingCredit)) : '0.00';
    };
    const sumOf = async (query: ReturnType<typeof sql>) =>
      centsToMoney(cents((await rows<{ v: string }>(query))[0]?.v));
    const monthly = sql.raw((runs.monthly ?? []).join(','));
    const provision = (code: string) =>
      sumOf(sql`select coalesce(sum(l.credit), 0)::text as v from journal_lines l
        join journal_entries e on e.id = l.entry_id join accounting_accounts a on a.id = l.account_id
        where e.origin = 'provision' and e.source_id in (${monthly}) and a.code = ${code}`);
    const taken = (type: string) =>
      sumOf(sql`select coalesce(sum(q.taken_amount), 0)::text as v from payroll_discount_quotas q
        join payroll_discounts d on d.id = q.discount_id where d.type = ${type} and q.run_id in (${monthly})`);
    const approvedBefore = (type: string) =>
      sumOf(sql`select coalesce(sum(d.amount), 0)::text as v from payroll_discounts d
        where d.type = ${type} and d.status in ('approved', 'discounted') and d.id not in (${sql.raw(String(ids.loan))}, ${sql.raw(String(ids.damage))})
          and (d.type <> 'loan' or d.paid_at is not null)`);
    const advancesLeft = await sumOf(sql`select coalesce(sum(a.amount - coalesce((select sum(x.amount)
        from payroll_advance_deductions x where x.advance_id = a.id), 0)), 0)::text as v
      from payroll_advances a where a.status in ('paid', 'deducted')`);

    // The July accrual used what March provisioned (1/6 + 9 % per worker): one line per account,
    // so 4114 is credited with the nets less the provision, and 6214 takes only the difference.
    const grati = sql.raw((runs.gratificacion ?? []).join(','));
    const credited =
      await sumOf(sql`select coalesce(sum(l.credit - l.debit), 0)::text as v from journal_lines l
      join journal_entries e on e.id = l.entry_id join accounting_accounts a on a.id = l.account_id
      where e.origin = 'payroll' and e.source_kind = 'payroll_run' and e.source_id in (${grati}) and a.code = '4114'`);
    const nets = await sumOf(
      sql`select coalesce(sum(net), 0)::text as v from payroll_slips where run_id in (${grati}) and net > 0`,
    );
    expect(cents(await provision('4114'))).toBeGreaterThan(0n);
    expect(credited).toBe(centsToMoney(cents(nets) - cents(await provision('4114'))));
    expect(cents(await provision('4151'))).toBeGreaterThan(0n);

    // Salaries: the March nets were accrued (Cr) and paid by treasury with PLANILLA (Dr): nothing owed.
    expect(balance('4111')).toBe('0.00');
    // Gratificación: March provisioned 1/6 + 9 % (Cr); the July run used it (Dr 4114, the rest to
    // 6214), credited its net and PLAN-GRATI paid that net: nothing owed after July.
    expect(balance('4114')).toBe('0.00');
    // Vacations: March's 1/12 is still provisioned (no vacation was paid): a credit of exactly that.
    expect(balance('4115')).toBe(centsToMoney(-cents(await provision('4115'))));
    // CTS: March's 1/12 (+ 1/6 of the gratificación) waits for the May deposit: a credit of that.
    expect(balance('4151')).toBe(centsToMoney(-cents(await provision('4151'))));
    // ESSALUD: March's and July's contributions were paid to SUNAT; what remains is the ESSALUD
    // provisioned with the vacations (the gratificación bears none, Ley 30334).
    expect(balance('4031')).toBe(centsToMoney(-cents(await provision('4031'))));
    // ONP, fifth-category tax and the AFPs: withheld in March and July, paid with APORTES: zero.
    expect(balance('4032')).toBe('0.00');
    expect(balance('40173')).toBe('0.00');
    expect(balance('417')).toBe('0.00');
    // Loans: handed over (Dr) less what March took (Cr): the demo's loan handed over this month
    // plus S/ 900 less March's quota of ours (S/ 300 when the net holds it).
    expect(balance('1411')).toBe(
      centsToMoney(cents(await approvedBefore('loan')) + 90000n - cents(await taken('loan'))),
    );
    // Advances: every advance paid (treasury, by hand, the demo's) less what the runs deducted;
    // never a credit balance.
    expect(balance('1412')).toBe(advancesLeft);
    expect(cents(balance('1412'))).toBeGreaterThanOrEqual(0n);
    // Damage: charged on approval (the demo's and our S/ 240) less March's quota.
    expect(balance('1419')).toBe(
      centsToMoney(cents(await approvedBefore('damage')) + 24000n - cents(await taken('damage'))),
    );
    expect(cents(balance('1419'))).toBeGreaterThanOrEqual(0n);
    // Judicial retentions: what March withheld is owed to the beneficiaries until paid (RET-JUD).
    expect(balance('4699')).toBe(centsToMoney(-cents(await taken('judicial'))));
    expect(cents(await taken('judicial'))).toBeGreaterThanOrEqual(35000n);
  });

  it('lists what is paid without an entry: the demo gratificación paid before the books, nothing of this month', async () => {
    const list = await ok(cashier('/api/treasury/unbooked/list', { companyId: COMPANY }));
    const sources = list.data.map((r) => `${r.source}:${r.sourceId}`);
    expect(sources.some((s) => s.startsWith('payroll_run:'))).toBe(true);
    // Data, not a sentence: the screen words the kind and the month in the reader's language.
    expect(list.data.find((r) => r.source === 'payroll_run')).toMatchObject({
      runKind: 'gratificacion',
      period: '2026-07',
      employeeName: null,
    });
    for (const id of [...(runs.monthly ?? []), ...(runs.gratificacion ?? [])])
      expect(sources).not.toContain(`payroll_run:${id}`);
    expect(sources).not.toContain(`payroll_advance:${ids.cashAdvance}`);
    expect(sources).not.toContain(`payroll_advance:${ids.advance}`);
  });
});

describe('bad input', () => {
  const accountId = async (code: string) =>
    (await rows<{ id: number }>(sql`select id from accounting_accounts where code = ${code}`))[0]?.id ?? 0;

  it('refuses a payment by hand from an account outside cash and banks, naming it, and writes nothing', async () => {
    const [worker] = await workers(6);
    const advance = await ok(
      hr('/api/rrhh/payroll/advance/create', {
        employeeId: worker?.id,
        amount: '100.00',
        // March is closed by its approved payroll: the next month.
        period: `${YEAR}-04`,
        reason: 'Prueba',
      }),
    );
    await ok(decider('/api/rrhh/payroll/advance/approve', { id: advance.id }));
    const refused = await hr('/api/rrhh/payroll/advance/pay', {
      id: advance.id,
      paymentReference: 'Recibo 0043',
      paidFromAccountId: await accountId('6211'),
    });
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { errors?: object }).errors ?? {})).toEqual(['paidFromAccountId']);
    const [still] = await rows<{ status: string }>(
      sql`select status from payroll_advances where id = ${advance.id}`,
    );
    expect(still?.status).toBe('approved');
    // From the bank's own account it posts Dr 1412 / Cr 104101 (BCP's own sub-account of 1041).
    await ok(
      hr('/api/rrhh/payroll/advance/pay', {
        id: advance.id,
        paymentReference: 'Recibo 0043',
        paidFromAccountId: await accountId('104101'),
      }),
    );
    const [entry] = await rows<{ codes: string }>(sql`
      select string_agg(a.code, ' ' order by l.line_no) as codes from journal_entries e
      join journal_lines l on l.entry_id = e.id join accounting_accounts a on a.id = l.account_id
      where e.source_kind = 'payroll_advance_payment' and e.source_id = ${advance.id} group by e.id`);
    expect(entry?.codes).toBe('1412 104101');
  });

  it('refuses a discount account with sub-accounts, naming it', async () => {
    const res = await cashier('/api/bookkeeping/discount-account/update', {
      discountType: 'judicial',
      accountId: await accountId('46'),
    });
    // The treasurer holds the chart's section in the demo, or is refused it: never a 500.
    expect([400, 403]).toContain(res.status);
    if (res.status === 400)
      expect(Object.keys((res.body as { errors?: object }).errors ?? {})).toEqual(['accountId']);
    const list = await cashier('/api/bookkeeping/discount-account/list', {});
    if (list.status === 200)
      expect(
        Object.fromEntries(list.body.data.map((r) => [r.discountType, r.accountCode])) as Record<
          string,
          string
        >,
      ).toMatchObject({ loan: '1411', damage: '1419', judicial: '4699' });
  });
});
