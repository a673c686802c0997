import { CESSATION_T_REGISTRO, type LaborRegime, type PensionSystem, type TRegistroKind } from '@zerg/shared';
import { and, between, eq, exists, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../platform/audit/audit.table.ts';
import {
  employeeBankAccounts,
  employeeFullName,
  employeeJobs,
  employeeStudies,
  employees,
} from '../employees/index.ts';
import type { TRegistroWorkerData } from './t-registro-format.ts';

export type TRegistroRange = { companyId: number; from: string; to: string };
export type TRegistroRow = TRegistroWorkerData & { name: string; eventDate: string };

/** The audit day of a change, in Lima (Peru has one time zone). */
const limaDay = sql<string>`to_char(${auditLog.at} at time zone 'America/Lima', 'YYYY-MM-DD')`;

/** The employee record's actions that change what T-Registro holds (personal or job data). */
const RECORD_CHANGES = ['update', 'update_job'];

/** Employees whose record changed in the range: the last such day per employee, from the audit. */
const changedIn = (db: DbOrTx, range: TRegistroRange) =>
  db
    .select({ entityId: auditLog.entityId, day: sql<string>`max(${limaDay})`.as('changed_day') })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'employee'),
        inArray(auditLog.action, RECORD_CHANGES),
        between(limaDay, range.from, range.to),
      ),
    )
    .groupBy(auditLog.entityId)
    .as('changed');

/**
 * The workers of one employer for a kind of declaration: hired in the range (altas), whose record
 * changed in it while already employed (modificaciones), or whose last day falls in it (bajas).
 */
export const tRegistroWorkers = async (
  db: DbOrTx,
  kind: TRegistroKind,
  range: TRegistroRange,
): Promise<TRegistroRow[]> => {
  const changed = changedIn(db, range);
  const paidByDeposit = exists(
    db
      .select({ one: sql`1` })
      .from(employeeBankAccounts)
      .where(and(eq(employeeBankAccounts.employeeId, employees.id), eq(employeeBankAccounts.isActive, true))),
  );
  const base = db
    .select({
      employeeId: employees.id,
      name: employeeFullName,
      documentType: employees.documentType,
      documentNumber: employees.documentNumber,
      firstNames: employees.firstNames,
      paternalSurname: employees.paternalSurname,
      maternalSurname: employees.maternalSurname,
      gender: employees.gender,
      nationality: employees.nationality,
      birthDate: employees.birthDate,
      mobilePhone: employees.mobilePhone,
      email: sql<string | null>`coalesce(${employees.personalEmail}, ${employees.workEmail})`,
      address: employees.address,
      districtUbigeo: employees.districtUbigeo,
      startDate: employeeJobs.startDate,
      contractType: employeeJobs.contractType,
      laborRegime: employeeJobs.laborRegime,
      personalType: employeeJobs.personalType,
      salary: employeeJobs.salary,
      currency: employeeJobs.currency,
      pensionSystem: employeeJobs.pensionSystem,
      cuspp: employeeJobs.cuspp,
      hasEps: employeeJobs.hasEps,
      paidByDeposit: sql<boolean>`${paidByDeposit}`,
      lastDay: employees.inactiveSince,
      cessationReason: employees.cessationReason,
      changedOn: changed.day,
    })
    .from(employees)
    .innerJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id));
  const company = eq(employeeJobs.companyId, range.companyId);
  let where: SQL | undefined;
  if (kind === 'hires') where = and(company, between(employeeJobs.startDate, range.from, range.to));
  else if (kind === 'cessations')
    where = and(company, between(employees.inactiveSince, range.from, range.to));
  // A worker hired in the range is declared by the alta, which already carries the new data.
  // A worker gone before the range is not declared again.
  else
    where = and(
      company,
      lt(employeeJobs.startDate, range.from),
      or(isNull(employees.inactiveSince), gte(employees.inactiveSince, range.from)),
    );
  // The audit names the employee as text; the other kinds skip the audit entirely.
  const joined =
    kind === 'changes'
      ? base.innerJoin(changed, sql`${changed.entityId} = ${employees.id}::text`)
      : base.leftJoin(changed, sql`false`);
  const rows = await joined
    .where(where)
    .orderBy(employees.paternalSurname, employees.maternalSurname, employees.firstNames, employees.id);
  const ids = rows.map((r) => r.employeeId);
  const studies = ids.length
    ? await db
        .select({
          employeeId: employeeStudies.employeeId,
          level: employeeStudies.level,
          completed: employeeStudies.completed,
        })
        .from(employeeStudies)
        .where(inArray(employeeStudies.employeeId, ids))
    : [];
  return rows.map(({ cessationReason, changedOn, ...r }) => ({
    ...r,
    studies: studies.filter((s) => s.employeeId === r.employeeId),
    laborRegime: r.laborRegime as LaborRegime,
    pensionSystem: r.pensionSystem as PensionSystem,
    cessationCode: cessationReason ? CESSATION_T_REGISTRO[cessationReason] : null,
    eventDate: kind === 'hires' ? r.startDate : kind === 'cessations' ? (r.lastDay ?? '') : (changedOn ?? ''),
  }));
};
