import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUTOMATIC_ENTRY_ACCOUNTS,
  PCGE_2010_MOVES,
  PCGE_CHART,
  postJournalEntry,
  syncBookkeeping,
} from '../src/modules/bookkeeping/index.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];
const idOf = async (code: string) =>
  (await rows<{ id: number }>(sql`select id from accounting_accounts where code = ${code}`))[0]?.id ?? 0;

type Stored = {
  code: string;
  name: string;
  system: boolean;
  active: boolean;
  parent: string | null;
  leaf: boolean;
};
const chart = async () =>
  new Map(
    (
      await rows<Stored>(sql`
        select a.code, a.name, a.system, a.active, p.code as parent,
          not exists (select 1 from accounting_accounts c where c.parent_id = a.id) as leaf
        from accounting_accounts a left join accounting_accounts p on p.id = a.parent_id`)
    ).map((r) => [r.code, r]),
  );

describe('the chart', () => {
  it('is the whole PCGE 2019: every listed code, with its name, below the longest listed code it extends', async () => {
    const stored = await chart();
    const listed = new Set(PCGE_CHART.map(([code]) => code));
    const wrong = PCGE_CHART.flatMap(([code, name]) => {
      const row = stored.get(code);
      let parent: string | null = null;
      for (let len = code.length - 1; len >= 1 && !parent; len--)
        if (listed.has(code.slice(0, len))) parent = code.slice(0, len);
      return row?.system && row.active && row.name === name && row.parent === parent ? [] : [code];
    });
    expect(wrong).toEqual([]);
    // Every element and all five levels the plan defines (six digits in 682/683).
    const depths = new Set(PCGE_CHART.map(([code]) => code.length));
    expect([...depths].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(PCGE_CHART.filter(([code]) => code.length === 1).map(([c]) => c)).toEqual([...'0123456789']);
    expect(PCGE_CHART.length).toBeGreaterThan(1700);
    // The 2019 texts the 2010 chart had otherwise.
    expect(stored.has('407')).toBe(false);
    expect(stored.get('417')?.name).toBe('Administradoras de fondos de pensiones');
    expect(stored.get('7041')?.name).toBe('Subproductos');
    expect(stored.get('70321')).toMatchObject({ name: 'Terceros', parent: '7032' });
    expect(stored.get('7032')?.name).toBe('Servicios – Local');
    expect(stored.get('70322')?.name).toBe('Relacionadas');
    for (const code of ['14', '193', '44', '62']) expect(stored.get(code)?.name).not.toMatch(/gerentes/i);
    expect(stored.has('626')).toBe(false);
    expect(stored.get('694')?.name).toBe('Subproductos, desechos y desperdicios');
    expect(stored.get('703')?.name).toBe('Servicios terminados');
  });

  it('has every account an automatic entry posts to, active and postable (a leaf)', async () => {
    const stored = await chart();
    const problems = AUTOMATIC_ENTRY_ACCOUNTS.flatMap(({ source, codes }) =>
      codes.flatMap((code) => {
        const row = stored.get(code);
        if (!row) return [`${source}: ${code} is not in the chart`];
        if (!row.active) return [`${source}: ${code} is inactive`];
        // Treasury posts a type's 1041 side to the movement's own bank sub-account (1041NN).
        if (!row.leaf && code !== '1041') return [`${source}: ${code} has accounts below it`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
    const all = new Set(AUTOMATIC_ENTRY_ACCOUNTS.flatMap((a) => a.codes));
    // AFP contributions and the transport revenue are 2019's.
    for (const code of ['417', '4031', '4032', '40173', '4111', '4114', '4115', '4151', '70321', '40111'])
      expect(all.has(code)).toBe(true);
    expect(all.has('407')).toBe(false);
    expect(all.has('7041')).toBe(false);
  });
});

describe('a database seeded with the 2010 chart', () => {
  it('moves the balances with one dated reclassification entry per company; a second start does nothing', async () => {
    const db = ctx.database.db;
    // The 2010 chart as an older database holds it: 407 for the AFPs, 7041 "Terceros" below 704
    // "Prestación de servicios", 201 "Mercaderías manufacturadas" with nothing below it.
    await db.execute(sql`
      insert into accounting_accounts (code, name, depth, system, parent_id)
      select '407', 'Administradoras de fondos de pensiones', 3, true, id from accounting_accounts where code = '40'`);
    await db.execute(
      sql`delete from accounting_accounts where code in ('70411', '70412', '20111', '20114', '2011')`,
    );
    await db.execute(sql`update accounting_accounts set name = 'Terceros' where code = '7041'`);
    await db.execute(sql`update accounting_accounts set name = 'Prestación de servicios' where code = '704'`);
    await db.execute(
      sql`update accounting_accounts set name = 'Mercaderías manufacturadas' where code = '201'`,
    );
    const [type] = await rows<{ id: number }>(sql`
      insert into accounting_transaction_types (code, name, direction, debit_account_id, credit_account_id)
      values ('PAGO-AFP-2010', 'Pago a las AFP', 'expense', ${await idOf('407')}, ${await idOf('1041')})
      returning id`);

    const [demo] = await rows<{ id: number }>(sql`select id from companies order by id limit 1`);
    const [other] = await rows<{ id: number }>(
      sql`insert into companies (name, ruc) values ('Transportes Antiguos S.A.C.', '20999777662') returning id`,
    );
    const demoId = demo?.id ?? 0;
    const otherId = other?.id ?? 0;
    const line = async (code: string, debit: string, credit: string) => ({
      accountId: await idOf(code),
      debit,
      credit,
    });
    const post = async (companyId: number, lines: Awaited<ReturnType<typeof line>>[]) =>
      postJournalEntry(db, null, {
        companyId,
        date: '2025-03-31',
        description: 'Asiento 2010',
        origin: 'manual',
        lines,
      });
    // Demo company: a freight invoice (7041 credit 500.00), a payroll's AFP withholding (407 credit
    // 130.00) and goods bought (201 debit 250.00). The other company: freight of 200.00 on 7041.
    await post(demoId, [
      await line('1212', '590.00', '0.00'),
      await line('40111', '0.00', '90.00'),
      await line('7041', '0.00', '500.00'),
    ]);
    await post(demoId, [
      await line('6211', '1000.00', '0.00'),
      await line('407', '0.00', '130.00'),
      await line('4111', '0.00', '870.00'),
    ]);
    await post(demoId, [await line('201', '250.00', '0.00'), await line('4212', '0.00', '250.00')]);
    await post(otherId, [await line('104101', '200.00', '0.00'), await line('7041', '0.00', '200.00')]);

    const balance = async (companyId: number, code: string) =>
      (
        await rows<{ b: string }>(sql`
          select coalesce(sum(l.debit - l.credit), 0)::text as b from journal_lines l
          join journal_entries e on e.id = l.entry_id join accounting_accounts a on a.id = l.account_id
          where e.company_id = ${companyId} and a.code = ${code}`)
      )[0]?.b;
    const before417 = Number(await balance(demoId, '417'));
    const before70321 = Number(await balance(demoId, '70321'));

    // The demo's own reclassification (1041 into each bank account's sub-account) is older than this.
    const [mark] = await rows<{ id: number }>(
      sql`select coalesce(max(id), 0)::int as id from journal_entries`,
    );
    await syncBookkeeping(db, { today: '2026-01-02' });

    const entries = await rows<{
      id: number;
      company_id: number;
      entry_date: string;
      description: string;
    }>(sql`
      select id, company_id, to_char(entry_date, 'YYYY-MM-DD') as entry_date, description
      from journal_entries where origin = 'reclassification' and id > ${mark?.id ?? 0} order by company_id`);
    expect(entries.map((e) => [e.company_id, e.entry_date])).toEqual([
      [demoId, '2026-01-02'],
      [otherId, '2026-01-02'],
    ]);
    expect(entries[0]?.description).toMatch(/PCGE 2019/);
    const lines = await rows<{ code: string; debit: string; credit: string; description: string }>(sql`
      select a.code, l.debit::text, l.credit::text, l.description from journal_lines l
      join accounting_accounts a on a.id = l.account_id where l.entry_id = ${entries[0]?.id ?? 0} order by l.line_no`);
    // Each 2010 account is emptied against its 2019 account, old → new named on both lines.
    expect(lines.map((l) => [l.code, l.debit, l.credit])).toEqual([
      ['20111', '250.00', '0.00'],
      ['201', '0.00', '250.00'],
      ['7041', '500.00', '0.00'],
      ['70321', '0.00', '500.00'],
      ['407', '130.00', '0.00'],
      ['417', '0.00', '130.00'],
    ]);
    expect(lines[4]?.description).toBe(
      '407 Administradoras de fondos de pensiones (PCGE 2010) → 417 Administradoras de fondos de pensiones',
    );
    expect(lines[2]?.description).toBe('7041 Terceros (PCGE 2010) → 70321 Terceros');

    for (const code of ['407', '7041', '201']) expect(Number(await balance(demoId, code))).toBe(0);
    expect(Number(await balance(otherId, '7041'))).toBe(0);
    expect(Number(await balance(otherId, '70321'))).toBe(-200);
    expect(Number(await balance(demoId, '417'))).toBe(before417 - 130);
    expect(Number(await balance(demoId, '70321'))).toBe(before70321 - 500);
    expect(Number(await balance(demoId, '20111'))).toBe(250);
    // The entries of March 2025 still name the accounts they were posted to.
    const [march] = await rows<{ n: number }>(sql`
      select count(*)::int as n from journal_lines l join journal_entries e on e.id = l.entry_id
      join accounting_accounts a on a.id = l.account_id where e.entry_date = '2025-03-31' and a.code in ('407', '7041', '201')`);
    expect(march?.n).toBe(4);

    const stored = await chart();
    expect(stored.get('407')).toMatchObject({
      active: false,
      name: 'Administradoras de fondos de pensiones (PCGE 2010)',
    });
    // 7041 and 201 keep their codes, which the 2019 plan gives other accounts: they take its names.
    expect(stored.get('7041')).toMatchObject({ active: true, name: 'Subproductos', leaf: false });
    expect(stored.get('70411')?.parent).toBe('7041');
    expect(stored.get('704')?.name).toBe('Subproductos, desechos y desperdicios');
    expect(stored.get('201')).toMatchObject({ name: 'Mercaderías', leaf: false });
    expect(stored.get('20111')?.parent).toBe('2011');
    const [moved] = await rows<{ debit: string }>(sql`
      select d.code as debit from accounting_transaction_types t join accounting_accounts d on d.id = t.debit_account_id
      where t.id = ${type?.id ?? 0}`);
    expect(moved?.debit).toBe('417');
    // The retired account takes no more lines.
    await expect(
      post(demoId, [await line('6211', '1.00', '0.00'), await line('407', '0.00', '1.00')]),
    ).rejects.toMatchObject({ status: 400 });

    const accounts = await rows(
      sql`select id, code, name, parent_id, active, updated_at from accounting_accounts order by id`,
    );
    const types = await rows(sql`select * from accounting_transaction_types order by id`);
    const count = await rows(sql`select count(*)::int as n from journal_entries`);
    await syncBookkeeping(db, { today: '2026-02-01' });
    expect(
      await rows(
        sql`select id, code, name, parent_id, active, updated_at from accounting_accounts order by id`,
      ),
    ).toEqual(accounts);
    expect(await rows(sql`select * from accounting_transaction_types order by id`)).toEqual(types);
    expect(await rows(sql`select count(*)::int as n from journal_entries`)).toEqual(count);
    expect(PCGE_2010_MOVES.find((m) => m.from === '407')?.to).toBe('417');
  });
});
