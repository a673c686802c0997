import type { ConceptKey, LineKind, PayslipLine } from '@zerg/payroll-pe';
import { centsToMoney, moneyToCents, type PayrollRunKind } from '@zerg/shared';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Payable, PayableWithdrawal } from '../../platform/events/payables.ts';
import { areaCostFunctionOf } from '../catalog/index.ts';
import { listEmployeeFacts } from '../employees/index.ts';
import { payrollRunById, slipsOfRuns } from '../payroll/index.ts';
import { accountingAccounts } from './accounting-account.table.ts';
import { reverseJournalEntry } from './journal.service.ts';
import { journalEntries } from './journal-entry.table.ts';
import { type JournalLineInput, postJournalEntry } from './journal-posting.ts';
import { discountAccountsOf } from './payroll-discount-accounts.ts';
import { PROVISION_SOURCE, postProvisionEntry, settleProvisions } from './payroll-provision-entry.ts';

/**
 * Where each line of the payroll engine goes (PCGE). Earnings are debited to the 62 expense, a
 * deduction that lowers the remuneration itself (tardiness, absence) is taken off that expense, the
 * worker's withholdings are credited to what the company now owes others (40, 14), the employer's
 * contributions are debited to 627 against the 40 payable, and the net is credited to 41.
 */
export const PAYROLL_ACCOUNTS: Readonly<Record<ConceptKey, { account: string; against?: string }>> = {
  basic: { account: '6211' },
  family_allowance: { account: '6211' },
  overtime_25: { account: '6211' },
  overtime_35: { account: '6211' },
  holiday_work: { account: '6211' },
  rest_day_work: { account: '6211' },
  night_work: { account: '6211' },
  bonus: { account: '622' },
  occasional_bonus: { account: '622' },
  extraordinary_bonus: { account: '622' },
  commission: { account: '6212' },
  additional_work: { account: '6212' },
  vacation: { account: '6215' },
  vacation_truncated: { account: '6215' },
  vacation_indemnity: { account: '623' },
  gratificacion: { account: '6214' },
  gratificacion_truncated: { account: '6214' },
  bonificacion_extraordinaria: { account: '6214' },
  bonificacion_extraordinaria_truncated: { account: '6214' },
  cts: { account: '6291' },
  dismissal_indemnity: { account: '623' },
  tardiness: { account: '6211' },
  absence: { account: '6211' },
  afp_fund: { account: '417' },
  afp_premium: { account: '417' },
  afp_commission: { account: '417' },
  onp: { account: '4032' },
  quinta: { account: '40173' },
  discount: { account: '1419' },
  advance: { account: '1412' },
  quincena_advance: { account: '1412' },
  essalud: { account: '6271', against: '4031' },
  sis: { account: '6271', against: '4039' },
};

/** A line whose concept the table does not know (a concept added to the engine later). */
const FALLBACK: Readonly<Record<LineKind, { account: string; against?: string }>> = {
  earning: { account: '622' },
  deduction: { account: '4699' },
  employer: { account: '6271', against: '4039' },
};

/** The net pay: salaries, the gratificación, vacations or the CTS deposit owed to the workers. */
export const NET_ACCOUNT: Readonly<Record<PayrollRunKind, string>> = {
  monthly: '4111',
  gratificacion: '4114',
  vacation: '4115',
  cts: '4151',
  liquidacion: '4111',
};

/** Every account a payroll entry may post to: they must stay active leaves (the account service checks). */
export const PAYROLL_ACCOUNT_CODES: ReadonlySet<string> = new Set(
  [...Object.values(PAYROLL_ACCOUNTS), ...Object.values(FALLBACK)]
    .flatMap((m) => [m.account, m.against ?? '4039'])
    .concat(Object.values(NET_ACCOUNT), ['1411', '417']),
);

/** `6211|operations` → `6211` */
const codeOf = (key: string) => key.split('|')[0] ?? key;

const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/**
 * Signed amounts per account (debit > 0, credit < 0) from the slips' lines. Every line adds the
 * same amount to both sides, and the net is what is left, so the entry balances by construction.
 */
export const payrollAmounts = (
  slips: readonly { lines: readonly PayslipLine[]; costCentre?: string | null }[],
  netAccount: string,
  /** A line's own account where its item says (a discount by its type), by the line's reference. */
  byReference: ReadonlyMap<string, string> = new Map(),
) => {
  const byAccount = new Map<string, bigint>();
  let centre: string | null = null;
  // Keyed `code` or, for an expense (element 6) of a worker whose area has a function, `code|function`.
  const add = (code: string, cents: bigint) => {
    const key = centre && code.startsWith('6') ? `${code}|${centre}` : code;
    byAccount.set(key, (byAccount.get(key) ?? 0n) + cents);
  };
  let net = 0n;
  for (const slip of slips) {
    centre = slip.costCentre ?? null;
    for (const line of slip.lines) {
      const cents = moneyToCents(line.amount);
      if (cents === 0n) continue;
      const own = line.reference ? byReference.get(line.reference) : undefined;
      const map = own ? { account: own } : (PAYROLL_ACCOUNTS[line.concept] ?? FALLBACK[line.kind]);
      if (line.kind === 'earning') {
        add(map.account, cents);
        net += cents;
      } else if (line.kind === 'employer') {
        add(map.account, cents);
        add(map.against ?? '4039', -cents);
      } else {
        // A deduction: taken off the expense it reduces (6211), or owed to whom it is withheld for.
        add(map.account, -cents);
        net -= cents;
      }
    }
  }
  centre = null;
  add(netAccount, -net);
  return byAccount;
};

/** The cost function of each of these areas, by area id. */
const costCentresOf = async (tx: DbOrTx, areaIds: readonly number[]): Promise<Map<number, string | null>> => {
  if (!areaIds.length) return new Map();
  const { rows } = await tx.execute<{ id: number; centre: string | null }>(
    sql`select a.id, ${areaCostFunctionOf(sql`a.id`)} as centre from unnest(${sql.param([...areaIds])}::int[]) as a(id)`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.centre]));
};

/** Posts the accrual of an approved payroll run: one entry, dated the last day of its month. */
export const postPayrollEntry = async (tx: DbOrTx, event: Payable): Promise<void> => {
  if (event.source.kind !== 'payroll_run') return;
  const runId = event.source.id;
  const run = await payrollRunById(tx, runId);
  if (!run) return;
  const [posted] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.origin, 'payroll'),
        eq(journalEntries.sourceKind, 'payroll_run'),
        eq(journalEntries.sourceId, runId),
      ),
    );
  if (posted) return;
  // The 62x lines carry the function of the worker's area (operations, administration, sales).
  const stored = await slipsOfRuns(tx, { id: runId });
  const areaOf = new Map(
    (
      await listEmployeeFacts(
        tx,
        stored.map((s) => s.employeeId),
      )
    ).map((f) => [f.id, f.areaId]),
  );
  const centres = await costCentresOf(tx, [...new Set(areaOf.values())]);
  const slips = stored.map((s) => ({ ...s, costCentre: centres.get(areaOf.get(s.employeeId) ?? 0) ?? null }));
  const amounts = payrollAmounts(slips, NET_ACCOUNT[run.kind], await discountAccountsOf(tx, slips));
  // What the monthly provisions set aside is used before the expense (payroll-provision-entry.ts).
  await settleProvisions(tx, run, amounts);
  const ids = new Map(
    (
      await tx
        .select({ id: accountingAccounts.id, code: accountingAccounts.code })
        .from(accountingAccounts)
        .where(inArray(accountingAccounts.code, [...amounts.keys()].map(codeOf)))
    ).map((r) => [r.code, r.id]),
  );
  const lines: JournalLineInput[] = [...amounts.entries()]
    .filter(([, cents]) => cents !== 0n)
    .sort(([a, ca], [b, cb]) => (ca > 0n === cb > 0n ? a.localeCompare(b) : ca > 0n ? -1 : 1))
    .map(([key, cents]) => {
      const [code = key, costCentre = null] = key.split('|');
      const accountId = ids.get(code);
      if (!accountId) throw new Error(`PCGE account ${code} is missing: the chart is synced on start`);
      return {
        accountId,
        debit: centsToMoney(cents > 0n ? cents : 0n),
        credit: centsToMoney(cents < 0n ? -cents : 0n),
        costCentre,
      };
    });
  if (lines.length < 2) return;
  await postJournalEntry(tx, null, {
    companyId: run.companyId,
    date: lastDayOf(run.year, run.month),
    description: `Provisión: ${event.concept}`.slice(0, 200),
    origin: 'payroll',
    sourceKind: 'payroll_run',
    sourceId: runId,
    lines,
  });
  await postProvisionEntry(tx, run, slips, lastDayOf(run.year, run.month));
};

/** A canceled run: its accrual and its provisions are reversed (once), dated like the entries they undo. */
export const reversePayrollEntry = async (tx: DbOrTx, event: PayableWithdrawal): Promise<void> => {
  if (event.source.kind !== 'payroll_run' || event.reason !== 'canceled') return;
  const entries = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        or(
          and(eq(journalEntries.origin, 'payroll'), eq(journalEntries.sourceKind, 'payroll_run')),
          and(eq(journalEntries.origin, 'provision'), eq(journalEntries.sourceKind, PROVISION_SOURCE)),
        ),
        eq(journalEntries.sourceId, event.source.id),
        isNull(journalEntries.reversesId),
      ),
    )
    .orderBy(journalEntries.id);
  for (const entry of entries) {
    const [reversed] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.reversesId, entry.id));
    if (!reversed) await reverseJournalEntry(tx, null, { id: entry.id, reason: 'planilla anulada' });
  }
};
