import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employeeIncomeCertificates, employeeOpeningBalances } from './employee-prior-income.table.ts';

/** One opening-balance month as the fifth-category history reads it (the engine's `QuintaMonth`). */
export type OpeningQuintaMonth = {
  month: number;
  remuneration: string;
  gratificacion: string;
  withheld: string;
};

export type PriorIncome = {
  /** The year's previous employers' certificates, added up per worker. */
  certificates: Map<number, { income: string; withheld: string }>;
  /** The year's opening-balance months per worker, in month order. */
  openingMonths: Map<number, OpeningQuintaMonth[]>;
};

/** What the workers earned and had withheld this year before this company's runs counted it. */
export const priorIncomeOf = async (
  db: DbOrTx,
  employeeIds: number[],
  year: number,
): Promise<PriorIncome> => {
  const certificates = new Map<number, { income: string; withheld: string }>();
  const openingMonths = new Map<number, OpeningQuintaMonth[]>();
  if (!employeeIds.length) return { certificates, openingMonths };
  const certs = await db
    .select({
      employeeId: employeeIncomeCertificates.employeeId,
      income: sql<string>`sum(${employeeIncomeCertificates.income})::numeric(14, 2)::text`,
      withheld: sql<string>`sum(${employeeIncomeCertificates.withheld})::numeric(14, 2)::text`,
    })
    .from(employeeIncomeCertificates)
    .where(
      and(
        inArray(employeeIncomeCertificates.employeeId, employeeIds),
        eq(employeeIncomeCertificates.year, year),
      ),
    )
    .groupBy(employeeIncomeCertificates.employeeId);
  for (const c of certs) certificates.set(c.employeeId, { income: c.income, withheld: c.withheld });
  const months = await db
    .select()
    .from(employeeOpeningBalances)
    .where(
      and(inArray(employeeOpeningBalances.employeeId, employeeIds), eq(employeeOpeningBalances.year, year)),
    )
    .orderBy(employeeOpeningBalances.employeeId, employeeOpeningBalances.month);
  for (const m of months) {
    const list = openingMonths.get(m.employeeId) ?? [];
    list.push({
      month: m.month,
      remuneration: m.income,
      gratificacion: m.gratificacion,
      withheld: m.quintaWithheld,
    });
    openingMonths.set(m.employeeId, list);
  }
  return { certificates, openingMonths };
};

/** The gratificación each worker got in an opening-balance month (July or December), if any. */
export const openingGratificacionOf = async (
  db: DbOrTx,
  employeeIds: number[],
  year: number,
  month: number,
): Promise<Map<number, string>> => {
  if (!employeeIds.length) return new Map();
  const rows = await db
    .select({ employeeId: employeeOpeningBalances.employeeId, amount: employeeOpeningBalances.gratificacion })
    .from(employeeOpeningBalances)
    .where(
      and(
        inArray(employeeOpeningBalances.employeeId, employeeIds),
        eq(employeeOpeningBalances.year, year),
        eq(employeeOpeningBalances.month, month),
        sql`${employeeOpeningBalances.gratificacion} > 0`,
      ),
    );
  return new Map(rows.map((r) => [r.employeeId, r.amount]));
};

/** Vacation days taken before the system, per month (opening balances with days). */
export const openingVacationDays = async (db: DbOrTx, employeeId: number) =>
  db
    .select({
      year: employeeOpeningBalances.year,
      month: employeeOpeningBalances.month,
      days: employeeOpeningBalances.vacationDays,
    })
    .from(employeeOpeningBalances)
    .where(
      and(
        eq(employeeOpeningBalances.employeeId, employeeId),
        sql`${employeeOpeningBalances.vacationDays} > 0`,
      ),
    );

/** The same for many workers at once (the payroll's vacations tab). */
export const openingVacationDaysOf = async (db: DbOrTx, employeeIds: number[]) =>
  employeeIds.length
    ? db
        .select({
          employeeId: employeeOpeningBalances.employeeId,
          year: employeeOpeningBalances.year,
          month: employeeOpeningBalances.month,
          days: employeeOpeningBalances.vacationDays,
        })
        .from(employeeOpeningBalances)
        .where(
          and(
            inArray(employeeOpeningBalances.employeeId, employeeIds),
            sql`${employeeOpeningBalances.vacationDays} > 0`,
          ),
        )
    : [];
