import {
  CONTRIBUTION_PAYEES,
  type ContributionConcept,
  type ContributionPayee,
  centsToMoney,
  moneyToCents,
  msg,
  type TContributionCreateBody,
  type TContributionDue,
  type TContributionQuery,
} from '@zerg/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict } from '../../platform/errors/app-error.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { transactionTypeForSource } from '../bookkeeping/index.ts';
import { slipsOfRuns } from '../payroll/index.ts';
import { treasuryContributionPayments as payments, treasuryTransactions as txs } from './treasury.table.ts';
import { nextNumber, PEN_RATE, transactionCode } from './treasury-money.ts';
import { transactionDetail } from './treasury-transaction.service.ts';

/*
 * Paying a month's payroll contributions (issue 23, point 2). The amounts are the stored slips' of
 * the company's approved (or paid) runs of that month, so the entry debits exactly what their
 * accruals credited: ESSALUD 4031, ONP 4032 and the fifth-category tax 40173, paid to SUNAT in one
 * PDT PLAME payment, and each AFP's fund, premium and commission, 417, paid through AFPnet.
 */

const CONTRIBUTION_LOCK = 4242393;

type Line = { account: string; concept: ContributionConcept; amount: string };

const ROUTE: Partial<Record<string, { account: string; concept: ContributionConcept }>> = {
  essalud: { account: '4031', concept: 'essalud' },
  onp: { account: '4032', concept: 'onp' },
  quinta: { account: '40173', concept: 'quinta' },
  afp_fund: { account: '417', concept: 'afp_fund' },
  afp_premium: { account: '417', concept: 'afp_premium' },
  afp_commission: { account: '417', concept: 'afp_commission' },
};

const PAYEE_NAME: Record<ContributionPayee, string> = {
  sunat: 'SUNAT',
  integra: 'AFP Integra',
  prima: 'Prima AFP',
  profuturo: 'Profuturo AFP',
  habitat: 'AFP Habitat',
};

const periodOf = (period: string) => ({
  year: Number(period.slice(0, 4)),
  month: Number(period.slice(5, 7)),
});

/** Per payee, the month's lines (per concept) from the approved runs' slips. */
export const contributionsDue = async (tx: DbOrTx, query: TContributionQuery) => {
  const { year, month } = periodOf(query.period);
  const slips = await slipsOfRuns(tx, {
    companyId: query.companyId,
    year,
    month,
    states: ['approved', 'paid'],
  });
  const due = new Map<ContributionPayee, Map<ContributionConcept, bigint>>();
  for (const slip of slips)
    for (const line of slip.lines) {
      const route = ROUTE[line.concept];
      if (!route) continue;
      const afp = String(slip.worker.pensionSystem ?? '') as ContributionPayee;
      const payee: ContributionPayee | null =
        route.account === '417'
          ? CONTRIBUTION_PAYEES.includes(afp) && afp !== 'sunat'
            ? afp
            : null
          : 'sunat';
      if (!payee) continue;
      const concepts = due.get(payee) ?? new Map<ContributionConcept, bigint>();
      concepts.set(route.concept, (concepts.get(route.concept) ?? 0n) + moneyToCents(line.amount));
      due.set(payee, concepts);
    }
  const out = new Map<ContributionPayee, { lines: Line[]; cents: bigint }>();
  for (const payee of CONTRIBUTION_PAYEES) {
    const concepts = due.get(payee);
    if (!concepts) continue;
    const lines = [...concepts]
      .filter(([, cents]) => cents > 0n)
      .map(([concept, cents]) => ({
        account: ROUTE[concept]?.account ?? '',
        concept,
        amount: centsToMoney(cents),
      }));
    const cents = lines.reduce((t, l) => t + moneyToCents(l.amount), 0n);
    if (cents > 0n) out.set(payee, { lines, cents });
  }
  return out;
};

/** The live (not canceled) payment of a payee's month, with its movement. */
const livePayments = (tx: DbOrTx, query: TContributionQuery) => {
  const { year, month } = periodOf(query.period);
  return tx
    .select({
      id: payments.id,
      payee: payments.payee,
      transactionId: txs.id,
      year: txs.year,
      seq: txs.seq,
      state: txs.state,
    })
    .from(payments)
    .innerJoin(txs, eq(txs.id, payments.transactionId))
    .where(
      and(
        eq(payments.companyId, query.companyId),
        eq(payments.year, year),
        eq(payments.month, month),
        ne(txs.state, 'canceled'),
      ),
    );
};

/** The lines a processed contribution movement debits, aggregated per account. */
export const contributionDebits = async (tx: DbOrTx, paymentId: number) => {
  const [row] = await tx.select({ lines: payments.lines }).from(payments).where(eq(payments.id, paymentId));
  const byAccount = new Map<string, bigint>();
  for (const l of row?.lines ?? [])
    byAccount.set(l.account, (byAccount.get(l.account) ?? 0n) + moneyToCents(l.amount));
  return [...byAccount].map(([account, cents]) => ({ account, amount: centsToMoney(cents) }));
};

/** Treasury processed the payment: it is recorded as paid, in treasury's transaction. */
export const markContributionPaid = async (tx: DbOrTx, id: number): Promise<void> => {
  const [row] = await tx
    .update(payments)
    .set({ paidAt: new Date() })
    .where(and(eq(payments.id, id), isNull(payments.paidAt)))
    .returning({ id: payments.id });
  if (!row) throw conflict('INVALID_CHANGE');
};

export const createTreasuryContributionService = ({ db }: Deps) => ({
  /** What each payee is owed for the month, and the movement already created for it. */
  due: async (query: TContributionQuery): Promise<{ data: TContributionDue[] }> => {
    const due = await contributionsDue(db, query);
    const live = new Map((await livePayments(db, query)).map((p) => [p.payee, p]));
    return {
      data: [...due].map(([payee, d]) => {
        const paid = live.get(payee);
        return {
          payee,
          amount: centsToMoney(d.cents),
          lines: d.lines,
          transactionId: paid?.transactionId ?? null,
          transactionCode: paid ? transactionCode(paid.year, paid.seq) : null,
          transactionState: paid?.state ?? null,
        };
      }),
    };
  },

  /**
   * A pending movement paying one payee's month (type APORTES; treasury chooses the bank when it
   * approves it). One live payment per payee and month (409 naming `payee`); nothing owed: 400.
   */
  create: async (actor: Actor, body: TContributionCreateBody) => {
    const id = await db.transaction(async (tx) => {
      const { year, month } = periodOf(body.period);
      // One creation at a time per company and month, so two clicks cannot both pass the check.
      await tx.execute(sql`select pg_advisory_xact_lock(${CONTRIBUTION_LOCK}, ${body.companyId})`);
      if ((await livePayments(tx, body)).some((p) => p.payee === body.payee))
        throw conflict('INVALID_CHANGE', { payee: [msg('validation.alreadyPaid')] });
      const due = (await contributionsDue(tx, body)).get(body.payee);
      if (!due) throw badRequest('VALIDATION_ERROR', { payee: [msg('validation.nothingDue')] });
      const amount = centsToMoney(due.cents);
      const type = await transactionTypeForSource(tx, 'payroll_contribution', 'expense');
      const [payment] = await tx
        .insert(payments)
        .values({
          companyId: body.companyId,
          year,
          month,
          payee: body.payee,
          lines: due.lines,
          amount,
          createdBy: actor.user.id,
        })
        .returning({ id: payments.id });
      if (!payment) throw new Error('contribution payment not stored');
      const date = limaToday();
      const number = await nextNumber(tx, date);
      const [row] = await tx
        .insert(txs)
        .values({
          ...number,
          companyId: body.companyId,
          bankAccountId: null,
          txDate: date,
          direction: 'expense',
          transactionTypeId: type?.active ? type.id : null,
          counterpartyKind: 'other',
          counterpartyName: PAYEE_NAME[body.payee],
          concept: `Aportes y retenciones de la planilla ${body.period} · ${PAYEE_NAME[body.payee]}`,
          conceptCode: 'contributions',
          conceptParams: { period: body.period, payee: PAYEE_NAME[body.payee] },
          amount,
          currency: 'PEN',
          exchangeRate: PEN_RATE,
          amountPen: amount,
          sourceKind: 'payroll_contribution',
          sourceId: payment.id,
          createdBy: actor.user.id,
        })
        .returning({ id: txs.id });
      if (!row) throw new Error('treasury movement not stored');
      await tx.update(payments).set({ transactionId: row.id }).where(eq(payments.id, payment.id));
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'treasury_contribution_payment',
        entityId: payment.id,
        after: { ...body, amount, lines: due.lines, transactionId: row.id },
      });
      return row.id;
    });
    return transactionDetail(db, id);
  },
});

export type TreasuryContributionService = ReturnType<typeof createTreasuryContributionService>;
