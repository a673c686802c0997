import type { TEmployeeInformation, TEmployeeListQuery, TJobDetails } from '@zerg/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import type { LiveCache } from '../../platform/cache/live-cache.ts';
import { containsPattern, countRows, pagedList } from '../../platform/db/paged-list.ts';
import { areaNameOf, campusNameOf } from '../catalog/index.ts';
import {
  bankNameOf,
  companyNameOf,
  departmentCodeOfProvince,
  departmentNameOf,
  districtNameOf,
  positionNameOf,
  provinceCodeOf,
  provinceNameOf,
} from '../references/index.ts';
import { employees } from './employee.table.ts';
import { employeeBankAccounts } from './employee-bank-account.table.ts';
import {
  employeeChildren,
  employeeEmergencyContacts,
  employeeStudies,
  employeeWorkExperience,
} from './employee-family.table.ts';
import { employeeJobs, employeeSalaryHistory } from './employee-job.table.ts';
import { employeeFullName, fullNameOf } from './employee-name.ts';
import { areaInScope, type EmployeeScope } from './employee-scope.ts';

const summaryColumns = {
  id: employees.id,
  personalCode: employees.personalCode,
  fullName: employeeFullName,
  documentType: employees.documentType,
  documentNumber: employees.documentNumber,
  areaId: employeeJobs.areaId,
  areaName: areaNameOf(employeeJobs.areaId),
  positionName: positionNameOf(employeeJobs.positionId),
  personalType: employeeJobs.personalType,
  hasPhoto: sql<boolean>`${employees.photoKey} is not null`,
  isActive: employees.isActive,
};

const SORT = {
  fullName: [employees.paternalSurname, employees.maternalSurname, employees.firstNames],
  personalCode: [employees.personalCode],
  documentNumber: [employees.documentNumber],
  areaName: [summaryColumns.areaName],
  positionName: [summaryColumns.positionName],
  startDate: [employeeJobs.startDate],
} as const;

/** Lower case without accents, as the `search_text` column holds names. */
export const foldForSearch = (q: string) =>
  q
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * Every word of a search somewhere in the name, document or codes, in any order: "Rojas Vargas,
 * Jorge" as the pickers show a name, "jorge rojas" as one says it. Undefined for an empty search.
 */
export const employeeSearchCondition = (q: string | undefined): SQL | undefined => {
  const words = foldForSearch(q ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);
  if (!words.length) return undefined;
  return and(...words.map((word) => sql`${employees.searchText} like ${containsPattern(word)}`));
};

const conditionsText = new PgDialect();

export const scopeCondition = (scope: EmployeeScope): SQL | undefined =>
  areaInScope(scope, employeeJobs.areaId);

/**
 * One page and the count of every matching row. With `counts` the count is kept per filter set (the
 * conditions' text and parameters) until a write to the employees or their jobs makes PostgreSQL
 * tell every instance to forget it: paging, sorting and the same list opened again count nothing.
 * Only the conditions are turned into text for these keys: building the whole queries for them
 * cost more CPU than the rest of the request's query building.
 */
export const listEmployees = async (
  db: DbOrTx,
  query: TEmployeeListQuery & { page: number; perPage: number },
  scope: EmployeeScope,
  counts?: LiveCache<number>,
) => {
  const f = query.filters ?? {};
  const conditions: (SQL | undefined)[] = [scopeCondition(scope)];
  const status = f.status ?? 'active';
  if (status !== 'all') conditions.push(eq(employees.isActive, status === 'active'));
  const search = employeeSearchCondition(query.q);
  conditions.push(search);
  if (f.areaId) conditions.push(eq(employeeJobs.areaId, f.areaId));
  if (f.positionId) conditions.push(eq(employeeJobs.positionId, f.positionId));
  if (f.personalType) conditions.push(eq(employeeJobs.personalType, f.personalType));
  if (f.companyId) conditions.push(eq(employeeJobs.companyId, f.companyId));
  const direction = query.sortDesc ? desc : asc;
  const order = SORT[query.sortBy ?? 'fullName'].map((c) => direction(c));
  const where = and(...conditions);
  const needsJob = !scope.all || Boolean(f.areaId || f.positionId || f.personalType || f.companyId);
  // The count joins the job only when a condition is on it.
  const select = db.select({ n: countRows }).from(employees);
  const counted = needsJob
    ? select.leftJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id)).where(where)
    : select.where(where);
  const countOnce = async () => (await counted)[0]?.n ?? 0;
  const filtered = where ? conditionsText.sqlToQuery(where) : { sql: '', params: [] };
  const countKey = JSON.stringify([needsJob, filtered.sql, filtered.params]);
  const total = counts ? counts.through(countKey, countOnce) : countOnce();
  // The page query differs only by its conditions, its order and whether it has an offset (drizzle
  // leaves out `offset 0`); the rest of it is fixed here.
  const shape = `employees|${filtered.sql}|${query.sortBy ?? 'fullName'}|${query.sortDesc}|${query.page > 1}`;
  return pagedList(
    query,
    db
      .select({ ...summaryColumns, startDate: employeeJobs.startDate })
      .from(employees)
      .leftJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
      .where(where)
      .orderBy(...order, direction(employees.id))
      .$dynamic(),
    total.then((n) => [{ n }]),
    // A search's best plan depends on its words; the rest keep a prepared statement.
    { preparedAs: search ? undefined : shape },
  );
};

export const findSummary = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select(summaryColumns)
    .from(employees)
    .leftJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
    .where(eq(employees.id, id));
  return row ?? null;
};

export const findInformation = async (db: DbOrTx, id: number): Promise<TEmployeeInformation | null> => {
  const [row] = await db
    .select({
      e: employees,
      fullName: employeeFullName,
      districtName: districtNameOf(employees.districtUbigeo),
      provinceName: provinceNameOf(provinceCodeOf(employees.districtUbigeo)),
      departmentName: departmentNameOf(departmentCodeOfProvince(provinceCodeOf(employees.districtUbigeo))),
    })
    .from(employees)
    .where(eq(employees.id, id));
  if (!row) return null;
  const [children, contacts, studies, experience, accounts] = await Promise.all([
    db
      .select()
      .from(employeeChildren)
      .where(eq(employeeChildren.employeeId, id))
      .orderBy(asc(employeeChildren.birthDate)),
    db
      .select()
      .from(employeeEmergencyContacts)
      .where(eq(employeeEmergencyContacts.employeeId, id))
      .orderBy(asc(employeeEmergencyContacts.id)),
    db
      .select()
      .from(employeeStudies)
      .where(eq(employeeStudies.employeeId, id))
      .orderBy(asc(employeeStudies.id)),
    db
      .select()
      .from(employeeWorkExperience)
      .where(eq(employeeWorkExperience.employeeId, id))
      .orderBy(desc(employeeWorkExperience.startDate)),
    db
      .select({ a: employeeBankAccounts, bankName: bankNameOf(employeeBankAccounts.bank) })
      .from(employeeBankAccounts)
      .where(eq(employeeBankAccounts.employeeId, id))
      .orderBy(desc(employeeBankAccounts.isActive), asc(employeeBankAccounts.id)),
  ]);
  const { e } = row;
  const strip = <T extends { employeeId: number }>(list: T[]) =>
    list.map(({ employeeId: _e, ...rest }) => rest);
  return {
    id: e.id,
    personalCode: e.personalCode,
    attendanceCode: e.attendanceCode,
    hasPhoto: e.photoKey !== null,
    isActive: e.isActive,
    inactiveSince: e.inactiveSince,
    inactiveReason: e.inactiveReason,
    cessationReason: e.cessationReason,
    documentType: e.documentType as TEmployeeInformation['documentType'],
    documentNumber: e.documentNumber,
    firstNames: e.firstNames,
    paternalSurname: e.paternalSurname,
    maternalSurname: e.maternalSurname,
    fullName: row.fullName,
    gender: e.gender,
    maritalStatus: e.maritalStatus,
    nationality: e.nationality,
    birthDate: e.birthDate,
    mobilePhone: e.mobilePhone,
    homePhone: e.homePhone,
    workPhone: e.workPhone,
    personalEmail: e.personalEmail,
    workEmail: e.workEmail,
    address: e.address,
    country: e.country,
    districtUbigeo: e.districtUbigeo,
    districtName: row.districtName,
    provinceName: row.provinceName,
    departmentName: row.departmentName,
    zipCode: e.zipCode,
    bornAddress: e.bornAddress,
    bloodType: e.bloodType,
    pantSize: e.pantSize,
    shirtSize: e.shirtSize,
    shoeSize: e.shoeSize,
    children: strip(children),
    emergencyContacts: strip(contacts).map((c) => ({ ...c, relation: c.relation as never })),
    studies: strip(studies).map((s) => ({ ...s, level: s.level as never })),
    workExperience: strip(experience),
    bankAccounts: accounts.map(({ a, bankName }) => ({
      id: a.id,
      bank: a.bank,
      bankName,
      accountType: a.accountType as never,
      accountNumber: a.accountNumber,
      cci: a.cci,
      currency: a.currency,
      isActive: a.isActive,
    })),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
};

const chief = alias(employees, 'chief');

export const findJob = async (db: DbOrTx, id: number): Promise<TJobDetails | null> => {
  const [row] = await db
    .select({
      j: employeeJobs,
      companyName: companyNameOf(employeeJobs.companyId),
      campusName: campusNameOf(employeeJobs.campusId),
      areaName: areaNameOf(employeeJobs.areaId),
      positionName: positionNameOf(employeeJobs.positionId),
      chiefName: fullNameOf(chief),
    })
    .from(employeeJobs)
    .leftJoin(chief, eq(chief.id, employeeJobs.chiefEmployeeId))
    .where(eq(employeeJobs.employeeId, id));
  if (!row) return null;
  const { j } = row;
  return {
    employee_id: j.employeeId,
    companyId: j.companyId,
    companyName: row.companyName,
    campusId: j.campusId,
    campusName: row.campusName,
    areaId: j.areaId,
    areaName: row.areaName,
    positionId: j.positionId,
    positionName: row.positionName,
    personalType: j.personalType,
    laborRegime: j.laborRegime as TJobDetails['laborRegime'],
    startDate: j.startDate,
    contractType: j.contractType,
    contractEndDate: j.contractEndDate,
    salary: j.salary,
    currency: j.currency,
    pensionSystem: j.pensionSystem as TJobDetails['pensionSystem'],
    cuspp: j.cuspp,
    afpCommissionType: j.afpCommissionType,
    hasEps: j.hasEps,
    chiefEmployeeId: j.chiefEmployeeId,
    chiefName: j.chiefEmployeeId ? row.chiefName : null,
  };
};

export const findSalaryHistory = async (db: DbOrTx, id: number) => {
  const rows = await db
    .select({ h: employeeSalaryHistory, changedBy: actors.fullName })
    .from(employeeSalaryHistory)
    .leftJoin(actors, eq(actors.id, employeeSalaryHistory.changedBy))
    .where(eq(employeeSalaryHistory.employeeId, id))
    .orderBy(desc(employeeSalaryHistory.effectiveDate), desc(employeeSalaryHistory.id));
  return rows.map(({ h, changedBy }) => ({
    id: h.id,
    effectiveDate: h.effectiveDate,
    oldSalary: h.oldSalary,
    newSalary: h.newSalary,
    currency: h.currency,
    reason: h.reason,
    changedBy,
    createdAt: h.createdAt.toISOString(),
  }));
};
