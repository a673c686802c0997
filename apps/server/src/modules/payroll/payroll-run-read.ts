import type { PayrollState } from '@zerg/shared';
import { and, asc, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { lookupOf } from '../../platform/db/lookup.ts';
import {
  type EmployeeScope,
  employeeDocumentNumberOf,
  employeeDocumentTypeOf,
  employeeNameOrderOf,
  employeeWhere,
} from '../employees/index.ts';
import { payrollRuns, payrollSlips } from './payroll-run.table.ts';

/*
 * The reads the documents of a run make of its stored runs and slips (payslips, CTS deposits,
 * labour certificates): a run's facts, its slips as the documents list them, a worker's slips, and
 * a run's period beside a row of their lists.
 */

export type RunFacts = Pick<
  typeof payrollRuns.$inferSelect,
  'id' | 'companyId' | 'year' | 'month' | 'kind' | 'state' | 'personalType' | 'paidAt' | 'employeeCount'
>;

const runFacts = {
  id: payrollRuns.id,
  companyId: payrollRuns.companyId,
  year: payrollRuns.year,
  month: payrollRuns.month,
  kind: payrollRuns.kind,
  state: payrollRuns.state,
  personalType: payrollRuns.personalType,
  paidAt: payrollRuns.paidAt,
  employeeCount: payrollRuns.employeeCount,
};

/** The runs of those ids, by id; an unknown id is missing from the map. */
export const payrollRunsById = async (db: DbOrTx, ids: readonly number[]): Promise<Map<number, RunFacts>> => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db.select(runFacts).from(payrollRuns).where(inArray(payrollRuns.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
};

/** The runs of a company's month in those states, in id order (what its PLAME declares). */
export const runsOfMonth = (
  db: DbOrTx,
  month: { companyId: number; year: number; month: number; states: readonly PayrollState[] },
): Promise<RunFacts[]> =>
  db
    .select(runFacts)
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.companyId, month.companyId),
        eq(payrollRuns.year, month.year),
        eq(payrollRuns.month, month.month),
        inArray(payrollRuns.state, [...month.states]),
      ),
    )
    .orderBy(asc(payrollRuns.id));

/** The year, month, kind and state of the run `runId` points at, to show, filter or sort by in SQL. */
export const runPeriodOf = <R extends AnyPgColumn | SQLWrapper>(runId: R) => ({
  year: lookupOf(payrollRuns.year, payrollRuns.id, runId),
  month: lookupOf(payrollRuns.month, payrollRuns.id, runId),
  kind: lookupOf(payrollRuns.kind, payrollRuns.id, runId),
  state: lookupOf(payrollRuns.state, payrollRuns.id, runId),
});

/** Which slips: of these runs or these ids, of one worker, of workers now in one area or a scope. */
export type SlipSelection = {
  runIds?: readonly number[];
  slipIds?: readonly number[];
  employeeId?: number;
  areaId?: number;
  scope?: EmployeeScope;
};

const selected = (s: SlipSelection): SQL | undefined =>
  and(
    s.runIds ? inArray(payrollSlips.runId, s.runIds.length ? [...s.runIds] : [0]) : undefined,
    s.slipIds ? inArray(payrollSlips.id, s.slipIds.length ? [...s.slipIds] : [0]) : undefined,
    s.employeeId === undefined ? undefined : eq(payrollSlips.employeeId, s.employeeId),
    employeeWhere(payrollSlips.employeeId, { areaId: s.areaId, scope: s.scope }),
  );

/** How many slips the selection holds. */
export const countSlips = async (db: DbOrTx, s: SlipSelection): Promise<number> =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(payrollSlips).where(selected(s)))[0]?.n ?? 0;

/**
 * The selected slips with the names and document their documents print, by the worker's surnames
 * (the order of every run document and batch); the slips' contents come with `slipContentsById`.
 */
export const slipRoster = (db: DbOrTx, s: SlipSelection) => {
  // Surnames then first names: the paternal surname and the first names are never null.
  const order = employeeNameOrderOf(payrollSlips.employeeId) as [
    SQL<string>,
    SQL<string | null>,
    SQL<string>,
  ];
  const [paternalSurname, maternalSurname, firstNames] = order;
  return db
    .select({
      id: payrollSlips.id,
      runId: payrollSlips.runId,
      employeeId: payrollSlips.employeeId,
      firstNames,
      paternalSurname,
      maternalSurname,
      documentType: employeeDocumentTypeOf(payrollSlips.employeeId),
      documentNumber: employeeDocumentNumberOf(payrollSlips.employeeId),
    })
    .from(payrollSlips)
    .where(selected(s))
    .orderBy(...order);
};

const contents = {
  id: payrollSlips.id,
  runId: payrollSlips.runId,
  employeeId: payrollSlips.employeeId,
  worker: payrollSlips.worker,
  days: payrollSlips.days,
  lines: payrollSlips.lines,
  bases: payrollSlips.bases,
  detail: payrollSlips.detail,
  earnings: payrollSlips.earnings,
  deductions: payrollSlips.deductions,
  employer: payrollSlips.employer,
  net: payrollSlips.net,
};

export type SlipContents = Awaited<ReturnType<typeof slipContentsQuery>>[number];

const slipContentsQuery = (db: DbOrTx, ids: number[]) =>
  db.select(contents).from(payrollSlips).where(inArray(payrollSlips.id, ids));

/** What those slips stored (snapshot, days, lines, bases, totals), by id. */
export const slipContentsById = async (
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, SlipContents>> => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  return new Map((await slipContentsQuery(db, wanted)).map((s) => [s.id, s]));
};

export type WorkerSlip = {
  slipId: number;
  runId: number;
  employeeId: number;
  companyId: number;
  year: number;
  month: number;
  kind: RunFacts['kind'];
  state: PayrollState;
  net: string;
  lines: SlipContents['lines'];
};

/** The slips of one worker (or one slip) in runs of those states, newest period first, then newest slip. */
export const workerSlips = (
  db: DbOrTx,
  of: {
    employeeId?: number;
    slipId?: number;
    states?: readonly PayrollState[];
    kind?: RunFacts['kind'];
    year?: number;
    companyId?: number;
  },
): Promise<WorkerSlip[]> =>
  db
    .select({
      slipId: payrollSlips.id,
      runId: payrollSlips.runId,
      employeeId: payrollSlips.employeeId,
      companyId: payrollRuns.companyId,
      year: payrollRuns.year,
      month: payrollRuns.month,
      kind: payrollRuns.kind,
      state: payrollRuns.state,
      net: payrollSlips.net,
      lines: payrollSlips.lines,
    })
    .from(payrollSlips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollSlips.runId))
    .where(
      and(
        of.employeeId === undefined ? undefined : eq(payrollSlips.employeeId, of.employeeId),
        of.kind === undefined ? undefined : eq(payrollRuns.kind, of.kind),
        of.year === undefined ? undefined : eq(payrollRuns.year, of.year),
        of.companyId === undefined ? undefined : eq(payrollRuns.companyId, of.companyId),
        of.slipId === undefined ? undefined : eq(payrollSlips.id, of.slipId),
        of.states ? inArray(payrollRuns.state, [...of.states]) : undefined,
      ),
    )
    .orderBy(desc(payrollRuns.year), desc(payrollRuns.month), desc(payrollSlips.id));

/** The workers with a slip in a company's runs of a year in those states, as a subquery of ids. */
export const workersPaidIn = (
  db: DbOrTx,
  period: { companyId: number; year: number; states: readonly PayrollState[] },
) =>
  db
    .selectDistinct({ employeeId: payrollSlips.employeeId })
    .from(payrollSlips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollSlips.runId))
    .where(
      and(
        eq(payrollRuns.companyId, period.companyId),
        eq(payrollRuns.year, period.year),
        inArray(payrollRuns.state, [...period.states]),
      ),
    );
