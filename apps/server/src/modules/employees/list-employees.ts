import {
  type Language,
  type PersonalType,
  SECTION_IDS,
  type TEmployeeListQuery,
  type TEmployeeOptionSearch,
  translateMessage,
  ZEmployeeListQuery,
} from '@zerg/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { defineListExport, type ExportDeps } from '../../platform/export/list-export.ts';
import type { ModuleBase } from '../../platform/module-manifest.ts';
import { employees } from './employee.table.ts';
import { employeeHistory } from './employee-history.ts';
import { employeeJobs } from './employee-job.table.ts';
import {
  type EmployeeListCaches,
  findSummary,
  listEmployees,
  scopeCondition,
} from './employee-list.repository.ts';
import { employeeFullName } from './employee-name.ts';
import { selectEmployeeOptions } from './employee-options.ts';
import { findInformation, findJob, findSalaryHistory } from './employee-read.repository.ts';
import { assertCanSee, employeeExportScope, OWN_OR_EMPLOYEES, scopeOf } from './employee-scope.ts';
import { personalCodeOf } from './employee-write.repository.ts';

export const employeeChanges =
  ({ db }: Deps) =>
  (actor: Actor, query: { employee_id: number; page: number; perPage: number }) =>
    employeeHistory(db, actor, query);

/**
 * How many filter sets' counts and how many pages an instance keeps, and for how long at most. A
 * page of 50 rows takes about 40 KB: the pages kept stay near 20 MB.
 */
const COUNTS_KEPT = 2_000;
const PAGES_KEPT = 500;
const MAX_AGE_MS = 10 * 60_000;

export const scopeEmployees = ({ db, caches }: Pick<ModuleBase, 'db' | 'caches'>) => {
  const listCaches: EmployeeListCaches = {
    counts: caches.create({ topic: 'employees', maxEntries: COUNTS_KEPT, maxAgeMs: MAX_AGE_MS }),
    pages: caches.create({ topic: 'employees', maxEntries: PAGES_KEPT, maxAgeMs: MAX_AGE_MS }),
  };
  return async (actor: Actor, query: TEmployeeListQuery & { page: number; perPage: number }) =>
    listEmployees(db, query, await scopeOf(db, actor.user), listCaches);
};

/** The employee list's Excel export: its filters, the caller's scope, one row per worker. */
export const employeeExport = defineListExport({
  name: 'employees',
  section: SECTION_IDS.EMPLOYEES,
  query: ZEmployeeListQuery,
  scope: employeeExportScope,
  rows: (db, query: TEmployeeListQuery, page, scope) => listEmployees(db, { ...query, ...page }, scope),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    return {
      title: t('employees'),
      columns: [
        { header: t('personalCode'), width: 14, value: (r) => r.personalCode },
        { header: t('fullName'), width: 36, value: (r) => r.fullName },
        { header: t('documentNumber'), width: 16, value: (r) => r.documentNumber },
        { header: t('area'), width: 22, value: (r) => r.areaName },
        { header: t('position'), width: 28, value: (r) => r.positionName },
        { header: t('personalType'), width: 16, value: (r) => (r.personalType ? t(r.personalType) : null) },
        {
          header: t('startDate'),
          width: 14,
          value: (r) => (r.startDate ? new Date(`${r.startDate}T00:00:00Z`) : null),
        },
        { header: t('status'), width: 12, value: (r) => t(r.isActive ? 'active' : 'inactive') },
      ],
    };
  },
});

export const exportEmployees =
  (deps: ExportDeps) => (actor: Actor, query: TEmployeeListQuery, lang: Language) =>
    employeeExport.answer(deps, actor, query, lang);

export const employeeSummary =
  ({ db }: Deps) =>
  async (actor: Actor, id: number) => {
    await assertCanSee(db, actor.user, id, OWN_OR_EMPLOYEES);
    const summary = await findSummary(db, id);
    return { data: summary ? [summary] : [] };
  };

export const employeeInformation =
  ({ db }: Deps) =>
  async (actor: Actor, id: number) => {
    await assertCanSee(db, actor.user, id, OWN_OR_EMPLOYEES);
    const info = await findInformation(db, id);
    if (!info) throw notFound();
    return info;
  };

export const employeeJob =
  ({ db }: Deps) =>
  async (actor: Actor, id: number) => {
    await assertCanSee(db, actor.user, id, OWN_OR_EMPLOYEES);
    const job = await findJob(db, id);
    if (!job) throw notFound();
    return job;
  };

export const employeeSalaryHistory =
  ({ db }: Deps) =>
  async (actor: Actor, id: number) => {
    await assertCanSee(db, actor.user, id, OWN_OR_EMPLOYEES);
    return findSalaryHistory(db, id);
  };

export const employeesOfType =
  ({ db }: Deps) =>
  async (actor: Actor, type: PersonalType) => {
    const scope = await scopeOf(db, actor.user);
    return db
      .select({ id: employees.id, fullName: employeeFullName, documentNumber: employees.documentNumber })
      .from(employees)
      .innerJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
      .where(and(eq(employeeJobs.personalType, type), eq(employees.isActive, true), scopeCondition(scope)))
      .orderBy(asc(employees.paternalSurname), asc(employees.firstNames));
  };

export const lastEmployeeId =
  ({ db }: Deps) =>
  async () => {
    const [row] = await db.select({ id: sql<number | null>`max(${employees.id})` }).from(employees);
    const id = row?.id ?? null;
    return { id, nextPersonalCode: personalCodeOf((id ?? 0) + 1) };
  };

export const employeeOptions =
  ({ db }: Deps) =>
  (actor: Actor, search: TEmployeeOptionSearch = {}) =>
    selectEmployeeOptions(db, actor, search);
