import {
  msg,
  type TIncomeCertificate,
  type TIncomeCertificateCreateBody,
  type TIncomeCertificateUpdateBody,
  type TOpeningBalance,
  type TOpeningBalanceCreateBody,
  type TOpeningBalanceUpdateBody,
} from '@zerg/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { approvedRunMonths } from '../../platform/events/payroll-months.ts';
import { employeeJobs } from './employee-job.table.ts';
import { employeeIncomeCertificates, employeeOpeningBalances } from './employee-prior-income.table.ts';
import { assertCanSee } from './employee-scope.ts';

type CertificateRow = typeof employeeIncomeCertificates.$inferSelect;
type OpeningRow = typeof employeeOpeningBalances.$inferSelect;

const certificateOut = (r: CertificateRow): TIncomeCertificate => ({
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

const openingOut = (r: OpeningRow): TOpeningBalance => ({
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
const jobOf = async (db: DbOrTx, employeeId: number) => {
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

const checkOpeningMonth = async (
  db: DbOrTx,
  job: OpeningJob | null,
  year: number,
  month: number,
): Promise<MonthProblem | null> => {
  if (!job) return { status: 400, field: 'employee_id', message: msg('validation.notFoundRef') };
  const runMonths = job.companyId === null ? [] : await approvedRunMonths(db, job.companyId, year);
  return openingMonthProblem(job.startDate, year, month, runMonths);
};

const refuse = (problem: MonthProblem) =>
  problem.status === 400
    ? badRequest('VALIDATION_ERROR', { [problem.field]: [problem.message] })
    : conflict('PAYROLL_MONTH_RUN', { [problem.field]: [problem.message] });

/**
 * A certificate counts towards the year the worker joined this company: it is what the worker
 * earned with other employers that year before joining (Reglamento LIR art. 45). Another year's
 * certificate has nothing to add to any run.
 */
const checkCertificateYear = (job: OpeningJob | null, year: number) => {
  if (!job) throw badRequest('VALIDATION_ERROR', { employee_id: [msg('validation.notFoundRef')] });
  const hireYear = Number(job.startDate.slice(0, 4));
  if (year !== hireYear)
    throw badRequest('VALIDATION_ERROR', { year: [msg('validation.certificateYear', { year: hireYear })] });
};

const duplicateCertificate = () =>
  conflict('ALREADY_REGISTERED', { employerRuc: [msg('validation.certificateTaken')] });
const duplicateMonth = () => conflict('ALREADY_REGISTERED', { month: [msg('validation.alreadyRegistered')] });

export const createPriorIncomeService = ({ db }: Deps) => {
  const certificateById = async (id: number) => {
    const [row] = await db
      .select()
      .from(employeeIncomeCertificates)
      .where(eq(employeeIncomeCertificates.id, id));
    if (!row) throw notFound();
    return row;
  };
  const openingById = async (id: number) => {
    const [row] = await db.select().from(employeeOpeningBalances).where(eq(employeeOpeningBalances.id, id));
    if (!row) throw notFound();
    return row;
  };

  return {
    listCertificates: async (actor: Actor, employeeId: number) => {
      await assertCanSee(db, actor.user, employeeId);
      const rows = await db
        .select()
        .from(employeeIncomeCertificates)
        .where(eq(employeeIncomeCertificates.employeeId, employeeId))
        .orderBy(asc(employeeIncomeCertificates.year), asc(employeeIncomeCertificates.id));
      return { data: rows.map(certificateOut) };
    },

    createCertificate: async (actor: Actor, body: TIncomeCertificateCreateBody) => {
      await assertCanSee(db, actor.user, body.employee_id);
      checkCertificateYear(await jobOf(db, body.employee_id), body.year);
      const { employee_id, ...fields } = body;
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(employeeIncomeCertificates)
            .values({
              employeeId: employee_id,
              ...fields,
              issuedOn: fields.issuedOn ?? null,
              createdBy: actor.user.id,
            })
            .returning();
          const out = certificateOut(row as CertificateRow);
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'employee_income_certificate',
            entityId: out.id,
            after: out,
          });
          return out;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicateCertificate();
        throw err;
      }
    },

    updateCertificate: async (actor: Actor, body: TIncomeCertificateUpdateBody) => {
      const before = await certificateById(body.id);
      await assertCanSee(db, actor.user, before.employeeId);
      checkCertificateYear(await jobOf(db, before.employeeId), body.year);
      const { id, ...fields } = body;
      try {
        return await db.transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: employeeIncomeCertificates.id })
            .from(employeeIncomeCertificates)
            .where(
              and(
                eq(employeeIncomeCertificates.employeeId, before.employeeId),
                eq(employeeIncomeCertificates.year, fields.year),
                eq(employeeIncomeCertificates.employerRuc, fields.employerRuc),
                ne(employeeIncomeCertificates.id, id),
              ),
            );
          if (taken) throw duplicateCertificate();
          const [row] = await tx
            .update(employeeIncomeCertificates)
            .set({ ...fields, issuedOn: fields.issuedOn ?? null, updatedAt: new Date() })
            .where(eq(employeeIncomeCertificates.id, id))
            .returning();
          const out = certificateOut(row as CertificateRow);
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'employee_income_certificate',
            entityId: id,
            before: certificateOut(before),
            after: out,
          });
          return out;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicateCertificate();
        throw err;
      }
    },

    deleteCertificate: async (actor: Actor, id: number) => {
      const before = await certificateById(id);
      await assertCanSee(db, actor.user, before.employeeId);
      await db.transaction(async (tx) => {
        await tx.delete(employeeIncomeCertificates).where(eq(employeeIncomeCertificates.id, id));
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: 'employee_income_certificate',
          entityId: id,
          before: certificateOut(before),
        });
      });
      return { id };
    },

    listOpeningBalances: async (actor: Actor, employeeId: number) => {
      await assertCanSee(db, actor.user, employeeId);
      const rows = await db
        .select()
        .from(employeeOpeningBalances)
        .where(eq(employeeOpeningBalances.employeeId, employeeId))
        .orderBy(asc(employeeOpeningBalances.year), asc(employeeOpeningBalances.month));
      return { data: rows.map(openingOut) };
    },

    createOpeningBalance: async (actor: Actor, body: TOpeningBalanceCreateBody) => {
      await assertCanSee(db, actor.user, body.employee_id);
      const { employee_id, ...fields } = body;
      try {
        return await db.transaction(async (tx) => {
          const problem = await checkOpeningMonth(
            tx,
            await jobOf(tx, employee_id),
            fields.year,
            fields.month,
          );
          if (problem) throw refuse(problem);
          const [row] = await tx
            .insert(employeeOpeningBalances)
            .values({ employeeId: employee_id, ...fields, createdBy: actor.user.id })
            .returning();
          const out = openingOut(row as OpeningRow);
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'employee_opening_balance',
            entityId: out.id,
            after: out,
          });
          return out;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicateMonth();
        throw err;
      }
    },

    updateOpeningBalance: async (actor: Actor, body: TOpeningBalanceUpdateBody) => {
      const before = await openingById(body.id);
      await assertCanSee(db, actor.user, before.employeeId);
      const { id, ...fields } = body;
      try {
        return await db.transaction(async (tx) => {
          const job = await jobOf(tx, before.employeeId);
          // Neither the month it leaves nor the month it moves to may be a month already run.
          for (const [year, month] of [
            [before.year, before.month],
            [fields.year, fields.month],
          ] as const) {
            const problem = await checkOpeningMonth(tx, job, year, month);
            if (problem && !(problem.status === 400 && year === before.year && month === before.month))
              throw refuse(problem);
          }
          const [row] = await tx
            .update(employeeOpeningBalances)
            .set({ ...fields, updatedAt: new Date() })
            .where(eq(employeeOpeningBalances.id, id))
            .returning();
          const out = openingOut(row as OpeningRow);
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'employee_opening_balance',
            entityId: id,
            before: openingOut(before),
            after: out,
          });
          return out;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicateMonth();
        throw err;
      }
    },

    deleteOpeningBalance: async (actor: Actor, id: number) => {
      const before = await openingById(id);
      await assertCanSee(db, actor.user, before.employeeId);
      await db.transaction(async (tx) => {
        const problem = await checkOpeningMonth(
          tx,
          await jobOf(tx, before.employeeId),
          before.year,
          before.month,
        );
        if (problem?.status === 409) throw refuse(problem);
        await tx.delete(employeeOpeningBalances).where(eq(employeeOpeningBalances.id, id));
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: 'employee_opening_balance',
          entityId: id,
          before: openingOut(before),
        });
      });
      return { id };
    },
  };
};

export type PriorIncomeService = ReturnType<typeof createPriorIncomeService>;
