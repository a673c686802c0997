import { msg, type TIncomeCertificate, type TOpeningBalance } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { approvedRunMonths } from '../../platform/events/payroll-months.ts';
import { employeeJobs } from './employee-job.table.ts';
import { employeeIncomeCertificates, employeeOpeningBalances } from './employee-prior-income.table.ts';

export type CertificateRow = typeof employeeIncomeCertificates.$inferSelect;
export type OpeningRow = typeof employeeOpeningBalances.$inferSelect;

export const certificateOut = (r: CertificateRow): TIncomeCertificate => ({
  id: r.id,
  employeeId: r.employeeId,
  year: r.year,
  employerRuc: r.employerRuc,
  employerName: r.employerName,
  income: r.income,
  withheld: r.withheld,
  issuedOn: r.issuedOn,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const openingOut = (r: OpeningRow): TOpeningBalance => ({
  id: r.id,
  employeeId: r.employeeId,
  year: r.year,
  month: r.month,
  income: r.income,
  quintaWithheld: r.quintaWithheld,
  gratificacion: r.gratificacion,
  cts: r.cts,
  vacationDays: r.vacationDays,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The worker's job facts the rules below need: start date and company. */
export const jobOf = async (db: DbOrTx, employeeId: number) => {
  const [job] = await db
    .select({ startDate: employeeJobs.startDate, companyId: employeeJobs.companyId })
    .from(employeeJobs)
    .where(eq(employeeJobs.employeeId, employeeId));
  return job ?? null;
};

export type OpeningJob = { startDate: string; companyId: number | null };

export type MonthProblem = { status: 400 | 409; field: string; message: string };

/**
 * An opening balance stands for a month this company paid before its payroll ran in the system:
 * never before the worker started, and never a month whose monthly run is already approved or
 * paid (that run counts what was paid in it). Field errors keyed as the form names them.
 */
export const openingMonthProblem = (
  startDate: string,
  year: number,
  month: number,
  runMonths: readonly number[],
): MonthProblem | null => {
  const monthKey = `${year}-${String(month).padStart(2, '0')}`;
  if (monthKey < startDate.slice(0, 7))
    return { status: 400, field: 'month', message: msg('validation.beforeStart', { date: startDate }) };
  if (runMonths.includes(month))
    return { status: 409, field: 'month', message: msg('validation.monthAlreadyRun', { month: monthKey }) };
  return null;
};

export const checkOpeningMonth = async (
  db: DbOrTx,
  job: OpeningJob | null,
  year: number,
  month: number,
): Promise<MonthProblem | null> => {
  if (!job) return { status: 400, field: 'employee_id', message: msg('validation.notFoundRef') };
  const runMonths = job.companyId === null ? [] : await approvedRunMonths(db, job.companyId, year);
  return openingMonthProblem(job.startDate, year, month, runMonths);
};

export const refuse = (problem: MonthProblem) =>
  problem.status === 400
    ? badRequest('VALIDATION_ERROR', { [problem.field]: [problem.message] })
    : conflict('PAYROLL_MONTH_RUN', { [problem.field]: [problem.message] });

/**
 * A certificate counts towards the year the worker joined this company: it is what the worker
 * earned with other employers that year before joining (Reglamento LIR art. 45). Another year's
 * certificate has nothing to add to any run.
 */
export const checkCertificateYear = (job: OpeningJob | null, year: number) => {
  if (!job) throw badRequest('VALIDATION_ERROR', { employee_id: [msg('validation.notFoundRef')] });
  const hireYear = Number(job.startDate.slice(0, 4));
  if (year !== hireYear)
    throw badRequest('VALIDATION_ERROR', { year: [msg('validation.certificateYear', { year: hireYear })] });
};

export const duplicateCertificate = () =>
  conflict('ALREADY_REGISTERED', { employerRuc: [msg('validation.certificateTaken')] });
export const duplicateMonth = () =>
  conflict('ALREADY_REGISTERED', { month: [msg('validation.alreadyRegistered')] });

export const certificateById = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select()
    .from(employeeIncomeCertificates)
    .where(eq(employeeIncomeCertificates.id, id));
  if (!row) throw notFound();
  return row;
};

export const openingById = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(employeeOpeningBalances).where(eq(employeeOpeningBalances.id, id));
  if (!row) throw notFound();
  return row;
};
