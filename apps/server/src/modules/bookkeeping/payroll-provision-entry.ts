import type { PayslipLine } from '@zerg/payroll-pe';
import { centsToMoney, moneyToCents } from '@zerg/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type PayrollRun, payrollRunExists, runWhere } from '../payroll/index.ts';
import { accountingAccounts } from './accounting-account.table.ts';
import { journalEntries, journalLines } from './journal-entry.table.ts';
import { type JournalLineInput, postJournalEntry } from './journal-posting.ts';
import { provisionOfSlip, settledWindow, settlingRunOf } from './payroll-provision.ts';

type Run = PayrollRun;
type Slip = { lines: readonly PayslipLine[]; worker: Record<string, unknown> };

/**
 * The provision of a run is its own source (`payroll_run_provision`, the run's id): an entry is
 * unique per origin and source, and the accrual's and the provision's reversals must both fit.
 */
export const PROVISION_SOURCE = 'payroll_run_provision';
const SOURCE_KIND = { provision: PROVISION_SOURCE, payroll: 'payroll_run' } as const;

/** Not undone by a reversal (a canceled run's entries are reversed, never deleted). */
const live = sql`not exists (select 1 from ${journalEntries} x where x.reverses_id = ${journalEntries.id})`;

/**
 * Credits − debits (or the other way, `side`) on `code` in the live entries of `origin` posted for
 * the company and staff's runs of `kind`, optionally within a window of months.
 */
const poolOf = async (
  tx: DbOrTx,
  run: Pick<Run, 'companyId' | 'personalType'>,
  query: {
    code: string;
    origin: 'provision' | 'payroll';
    side: 'credit' | 'debit';
    kinds: readonly Run['kind'][];
    window?: { from: number; to: number };
  },
): Promise<bigint> => {
  const amount = query.side === 'credit' ? journalLines.credit : journalLines.debit;
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${amount}), 0)::text` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(accountingAccounts, eq(accountingAccounts.id, journalLines.accountId))
    .where(
      and(
        eq(journalEntries.sourceKind, SOURCE_KIND[query.origin]),
        eq(journalEntries.origin, query.origin),
        eq(accountingAccounts.code, query.code),
        runWhere(journalEntries.sourceId, {
          companyId: run.companyId,
          personalType: run.personalType,
          kinds: query.kinds,
          monthIndexes: query.window,
        }),
        live,
      ),
    );
  return moneyToCents(row?.total ?? '0');
};

const add = (amounts: Map<string, bigint>, code: string, cents: bigint) =>
  amounts.set(code, (amounts.get(code) ?? 0n) + cents);

/**
 * The accrual of a benefit uses what was provisioned for it (`amounts`: debit > 0, credit < 0):
 * a gratificación run debits 4114 with the semester's provisions and takes only the difference to
 * 6214 (a credit when more was provisioned than paid); a CTS run the same with 4151 / 6291; the
 * vacation pay of a monthly run or liquidación takes what is provisioned on 4115 (and the ESSALUD
 * provisioned with it on 4031, in proportion) before its 6215 expense.
 */
export const settleProvisions = async (tx: DbOrTx, run: Run, amounts: Map<string, bigint>): Promise<void> => {
  const move = (liability: string, expense: string, cents: bigint) => {
    if (cents === 0n) return;
    add(amounts, liability, cents);
    add(amounts, expense, -cents);
  };
  if (run.kind === 'gratificacion' || run.kind === 'cts') {
    const [liability, expense] = run.kind === 'gratificacion' ? ['4114', '6214'] : ['4151', '6291'];
    const provided = await poolOf(tx, run, {
      code: liability,
      origin: 'provision',
      side: 'credit',
      kinds: ['monthly'],
      window: settledWindow(run.kind, run.year, run.month),
    });
    move(liability, expense, provided);
    return;
  }
  // Keys are `code` or `code|cost centre` (payroll-entry.ts): the vacation pay of every function.
  let vacationPay = 0n;
  for (const [key, cents] of amounts) if (key.split('|')[0] === '6215') vacationPay += cents;
  if (vacationPay <= 0n) return;
  const kinds: Run['kind'][] = ['monthly', 'liquidacion', 'vacation'];
  const provided = await poolOf(tx, run, {
    code: '4115',
    origin: 'provision',
    side: 'credit',
    kinds: ['monthly'],
  });
  const used = await poolOf(tx, run, { code: '4115', origin: 'payroll', side: 'debit', kinds });
  const open = provided - used;
  if (open <= 0n) return;
  const taken = vacationPay < open ? vacationPay : open;
  move('4115', '6215', taken);
  const essaludProvided = await poolOf(tx, run, {
    code: '4031',
    origin: 'provision',
    side: 'credit',
    kinds: ['monthly'],
  });
  const essaludUsed = await poolOf(tx, run, { code: '4031', origin: 'payroll', side: 'debit', kinds });
  const essaludOpen = essaludProvided - essaludUsed;
  // The ESSALUD provisioned with the vacation pay taken, in the same proportion (half up).
  if (essaludOpen > 0n) move('4031', '6271', (essaludOpen * taken * 2n + open) / (open * 2n));
};

/** Whether the benefit run that pays month (year, month)'s provision is approved already. */
const settledAlready = async (tx: DbOrTx, run: Run, kind: 'gratificacion' | 'cts') => {
  const at = settlingRunOf(kind, run.year, run.month);
  return payrollRunExists(tx, {
    companyId: run.companyId,
    personalType: run.personalType,
    kinds: [kind],
    year: at.year,
    month: at.month,
    states: ['approved', 'paid'],
  });
};

/**
 * An approved monthly run provisions its month's share of the gratificación, CTS and vacations
 * (origin `provision`, dated like the accrual). A share whose benefit run is already approved (the
 * December gratificación is paid before December's monthly run) is not provisioned: that run took
 * the whole benefit to the expense.
 */
export const postProvisionEntry = async (
  tx: DbOrTx,
  run: Run,
  slips: readonly Slip[],
  date: string,
): Promise<void> => {
  if (run.kind !== 'monthly') return;
  const total = { gratificacion: 0n, cts: 0n, vacation: 0n, essalud: 0n };
  for (const slip of slips) {
    const p = provisionOfSlip(slip);
    total.gratificacion += p.gratificacion + p.bonus;
    total.cts += p.cts;
    total.vacation += p.vacation;
    total.essalud += p.essalud;
  }
  if (await settledAlready(tx, run, 'gratificacion')) total.gratificacion = 0n;
  if (await settledAlready(tx, run, 'cts')) total.cts = 0n;
  const pairs: [string, string, bigint, string][] = [
    ['6214', '4114', total.gratificacion, 'Gratificación 1/6 y bonificación extraordinaria (Ley 30334)'],
    ['6291', '4151', total.cts, 'CTS 1/12 (DS 001-97-TR)'],
    ['6215', '4115', total.vacation, 'Vacaciones 1/12 (DL 713)'],
    ['6271', '4031', total.essalud, 'ESSALUD sobre las vacaciones provisionadas'],
  ];
  const used = pairs.filter(([, , cents]) => cents > 0n);
  if (!used.length) return;
  const ids = new Map(
    (
      await tx
        .select({ id: accountingAccounts.id, code: accountingAccounts.code })
        .from(accountingAccounts)
        .where(
          inArray(accountingAccounts.code, [
            ...used.map(([debit]) => debit),
            ...used.map(([, credit]) => credit),
          ]),
        )
    ).map((r) => [r.code, r.id]),
  );
  const id = (code: string) => {
    const found = ids.get(code);
    if (!found) throw new Error(`PCGE account ${code} is missing: the chart is synced on start`);
    return found;
  };
  const lines: JournalLineInput[] = [
    ...used.map(([debit, , cents, text]) => ({
      accountId: id(debit),
      debit: centsToMoney(cents),
      credit: '0.00',
      description: text,
    })),
    ...used.map(([, credit, cents, text]) => ({
      accountId: id(credit),
      debit: '0.00',
      credit: centsToMoney(cents),
      description: text,
    })),
  ];
  const period = `${run.year}-${String(run.month).padStart(2, '0')}`;
  await postJournalEntry(tx, null, {
    companyId: run.companyId,
    date,
    description: `Provisión de beneficios sociales ${period} · ${run.personalType === 'operations' ? 'operaciones' : 'administración'}`,
    origin: 'provision',
    sourceKind: PROVISION_SOURCE,
    sourceId: run.id,
    lines,
  });
};
