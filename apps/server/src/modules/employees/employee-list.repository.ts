import type { TEmployeeListQuery } from '@zerg/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { LiveCache } from '../../platform/cache/live-cache.ts';
import { builtPage, withPlaceholders } from '../../platform/db/built-query.ts';
import { containsPattern, countRows, pagedList } from '../../platform/db/paged-list.ts';
import { areaNameOf } from '../catalog/index.ts';
import { positionNameOf } from '../references/index.ts';
import { employees } from './employee.table.ts';
import { employeeJobs } from './employee-job.table.ts';
import { employeeFullName } from './employee-name.ts';
import { areaInScope, type EmployeeScope } from './employee-scope.ts';

export const summaryColumns = {
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
  const pageQuery = (condition: SQL | undefined) =>
    db
      .select({ ...summaryColumns, startDate: employeeJobs.startDate })
      .from(employees)
      .leftJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
      .where(condition)
      .orderBy(...order, direction(employees.id))
      .$dynamic();
  // A search's best plan depends on its words: built and planned each time.
  if (search)
    return pagedList(
      query,
      pageQuery(where),
      total.then((n) => [{ n }]),
    );
  // The rest differ only by their conditions' text and their order: each is built once, with its
  // values as placeholders, and runs as a named prepared statement that binds them.
  const shape = `employees|${filtered.sql}|${query.sortBy ?? 'fullName'}|${query.sortDesc}`;
  const page = builtPage(db, shape, (name) =>
    pageQuery(withPlaceholders(filtered.sql))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const values = Object.fromEntries(filtered.params.map((value, i) => [`p${i + 1}`, value]));
  const [data, n] = await Promise.all([
    page.execute({ ...values, limit: query.perPage, offset: (query.page - 1) * query.perPage }),
    total,
  ]);
  return { data, total: n };
};

export const findSummary = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select(summaryColumns)
    .from(employees)
    .leftJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
    .where(eq(employees.id, id));
  return row ?? null;
};
