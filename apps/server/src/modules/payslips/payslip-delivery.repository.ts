import type { PayslipDeliveryState, TPayslipDelivery, TPayslipDeliveryListQuery } from '@zerg/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { mailOutbox } from '../../platform/mail/outbox.table.ts';
import {
  type EmployeeScope,
  employeeDocumentNumberOf,
  employeeFullNameOf,
  employeeInScope,
  employeeNameOrderOf,
  employeeWhere,
} from '../employees/index.ts';
import { countSlips, payrollRunsById, runPeriodOf, runWhere } from '../payroll/index.ts';
import { payslipDeliveries } from './payslip-delivery.table.ts';

const d = payslipDeliveries;

/**
 * What a person reads: no address; opened (the image was fetched, so the mail arrived whatever
 * the outbox says); the mail's failure; sent; else still queued (no SMTP yet, or retrying).
 */
export const deliveryState = sql<PayslipDeliveryState>`case
  when ${d.state} = 'no_email' then 'no_email'
  when ${d.openedAt} is not null then 'opened'
  when ${mailOutbox.status} = 'failed' then 'failed'
  when ${mailOutbox.status} = 'sent' then 'sent'
  else 'queued' end`;

const period = runPeriodOf(d.runId);

const columns = {
  id: d.id,
  slipId: d.slipId,
  runId: d.runId,
  employeeId: d.employeeId,
  name: employeeFullNameOf(d.employeeId),
  document: employeeDocumentNumberOf(d.employeeId),
  year: period.year,
  month: period.month,
  kind: period.kind,
  state: deliveryState,
  sentTo: d.sentTo,
  signedAt: d.signedAt,
  sentAt: mailOutbox.sentAt,
  openedAt: d.openedAt,
  error: mailOutbox.error,
};

const joined = <T extends DbOrTx>(db: T) =>
  db.select(columns).from(d).leftJoin(mailOutbox, eq(mailOutbox.id, d.outboxId)).$dynamic();

type Row = Omit<TPayslipDelivery, 'signedAt' | 'sentAt' | 'openedAt'> & {
  signedAt: Date | null;
  sentAt: Date | null;
  openedAt: Date | null;
};
const toAnswer = (r: Row): TPayslipDelivery => ({
  ...r,
  signedAt: r.signedAt?.toISOString() ?? null,
  sentAt: r.sentAt?.toISOString() ?? null,
  openedAt: r.openedAt?.toISOString() ?? null,
});

/** Only the workers of an area chief's area; everybody for HR. */
const inScope = (scope: EmployeeScope): SQL | undefined => employeeInScope(scope, d.employeeId);

/** The run's slips the reader may see: every one for HR, their area's for an area chief. */
export const countRunSlips = (db: DbOrTx, runId: number, scope: EmployeeScope) =>
  countSlips(db, { runIds: [runId], scope });

/** One run's deliveries, paged, searchable by name or document, filtered by state. */
export const listRunDeliveries = async (
  db: DbOrTx,
  query: TPayslipDeliveryListQuery & { filters: { runId: number } },
  scope: EmployeeScope,
) => {
  const where = and(
    eq(d.runId, query.filters.runId),
    inScope(scope),
    query.filters.state ? sql`${deliveryState} = ${query.filters.state}` : undefined,
    employeeWhere(d.employeeId, { nameOrDocumentContains: query.q }),
  );
  const sortColumn = {
    // The paternal surname first of all.
    name: employeeNameOrderOf(d.employeeId)[0] as SQL<string>,
    state: deliveryState,
    sentAt: mailOutbox.sentAt,
    openedAt: d.openedAt,
  }[query.sortBy ?? 'name'];
  const page = await pagedList(
    query,
    joined(db).where(where).orderBy(ordered(sortColumn, query.sortDesc), d.id),
    db.select({ n: countRows }).from(d).leftJoin(mailOutbox, eq(mailOutbox.id, d.outboxId)).where(where),
  );
  return { data: page.data.map(toAnswer), total: page.total };
};

/** A worker's deliveries, newest period first. */
export const listEmployeeDeliveries = async (db: DbOrTx, employeeId: number) =>
  (
    await joined(db)
      .where(and(eq(d.employeeId, employeeId), runWhere(d.runId, { states: ['approved', 'paid'] })))
      .orderBy(desc(period.year), desc(period.month), desc(d.id))
  ).map(toAnswer);

/** How many of a run's deliveries are in each state. */
export const countRunDeliveries = async (db: DbOrTx, runId: number, scope: EmployeeScope) => {
  const rows = await db
    .select({ state: deliveryState, n: countRows })
    .from(d)
    .leftJoin(mailOutbox, eq(mailOutbox.id, d.outboxId))
    .where(and(eq(d.runId, runId), inScope(scope)))
    .groupBy(deliveryState);
  const counts: Record<PayslipDeliveryState, number> = {
    queued: 0,
    sent: 0,
    failed: 0,
    opened: 0,
    no_email: 0,
  };
  for (const r of rows) counts[r.state] = r.n;
  return counts;
};

export type PayslipDelivery = typeof payslipDeliveries.$inferSelect;

/** Every delivery of a run by slip: what a batch knows before it starts. */
export const runDeliveriesBySlip = async (db: DbOrTx, runId: number) =>
  new Map((await db.select().from(d).where(eq(d.runId, runId))).map((r) => [r.slipId, r]));

export const findDelivery = async (db: DbOrTx, id: number) =>
  (await db.select().from(d).where(eq(d.id, id)))[0] ?? null;

export const findSlipDelivery = async (db: DbOrTx, slipId: number, lock = false) => {
  const q = db.select().from(d).where(eq(d.slipId, slipId));
  return (await (lock ? q.for('update') : q))[0] ?? null;
};

/** The first time the tracking image is fetched; later fetches change nothing. One indexed update. */
export const markOpened = (db: DbOrTx, token: string, at: Date) =>
  db
    .update(d)
    .set({ openedAt: at })
    .where(and(eq(d.openToken, token), sql`${d.openedAt} is null`));

/** What the run screen's deadline needs: when the run was paid, and how many slips it holds. */
export const findRunPayment = async (db: DbOrTx, runId: number) => {
  const run = (await payrollRunsById(db, [runId])).get(runId);
  return run ? { companyId: run.companyId, paidAt: run.paidAt, employeeCount: run.employeeCount } : null;
};
