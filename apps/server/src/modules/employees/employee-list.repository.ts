import type { TEmployeeListQuery } from '@zerg/shared';
import { and, asc, desc, eq, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { LiveCache } from '../../platform/cache/live-cache.ts';
import { builtPage, withPlaceholders } from '../../platform/db/built-query.ts';
import { containsPattern, countRows } from '../../platform/db/paged-list.ts';
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

type SortBy = NonNullable<TEmployeeListQuery['sortBy']>;
type Direction = typeof asc;

/** What a page row holds before the names other modules own are looked up, with its sort keys. */
const pageColumns = {
  id: employees.id,
  personalCode: employees.personalCode,
  fullName: employeeFullName.as('full_name'),
  documentType: employees.documentType,
  documentNumber: employees.documentNumber,
  areaId: employeeJobs.areaId,
  positionId: employeeJobs.positionId,
  personalType: employeeJobs.personalType,
  hasPhoto: sql<boolean>`${employees.photoKey} is not null`.as('has_photo'),
  isActive: employees.isActive,
  startDate: employeeJobs.startDate,
  paternalSurname: employees.paternalSurname,
  maternalSurname: employees.maternalSurname,
  firstNames: employees.firstNames,
};

type SortColumns = Record<
  | 'paternalSurname'
  | 'maternalSurname'
  | 'firstNames'
  | 'personalCode'
  | 'documentNumber'
  | 'startDate'
  | 'id',
  SQLWrapper
> & { areaId: SQLWrapper; positionId: SQLWrapper };

/** The list's order over the tables (the page) or over the page's own columns (its rows' names). */
const orderOf = (sortBy: SortBy, direction: Direction, c: SortColumns) => {
  const keys: Record<SortBy, SQLWrapper[]> = {
    fullName: [c.paternalSurname, c.maternalSurname, c.firstNames],
    personalCode: [c.personalCode],
    documentNumber: [c.documentNumber],
    areaName: [areaNameOf(c.areaId)],
    positionName: [positionNameOf(c.positionId)],
    startDate: [c.startDate],
  };
  return [...keys[sortBy], c.id].map((key) => direction(key));
};

const pageRef = (name: string) => sql`${sql.identifier('page')}.${sql.identifier(name)}`;

/**
 * One page: the rows are chosen, ordered and cut first, and only then are their area and position
 * names looked up. A select that looked them up directly computed them for every row an offset
 * skips too (page 40 of 50 rows looked up 4,000 names).
 */
const pageOf = (
  db: DbOrTx,
  condition: SQL | undefined,
  sortBy: SortBy,
  direction: Direction,
  limit: number | Placeholder,
  offset: number | Placeholder,
) => {
  const page = db
    .select(pageColumns)
    .from(employees)
    .leftJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
    .where(condition)
    .orderBy(...orderOf(sortBy, direction, { ...pageColumns, areaId: employeeJobs.areaId }))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
      id: page.id,
      personalCode: page.personalCode,
      fullName: page.fullName,
      documentType: page.documentType,
      documentNumber: page.documentNumber,
      areaId: page.areaId,
      areaName: areaNameOf(pageRef('area_id')),
      positionName: positionNameOf(pageRef('position_id')),
      personalType: page.personalType,
      hasPhoto: page.hasPhoto,
      isActive: page.isActive,
      startDate: page.startDate,
    })
    .from(page)
    .orderBy(
      ...orderOf(sortBy, direction, {
        paternalSurname: page.paternalSurname,
        maternalSurname: page.maternalSurname,
        firstNames: page.firstNames,
        personalCode: page.personalCode,
        documentNumber: page.documentNumber,
        startDate: page.startDate,
        id: page.id,
        areaId: pageRef('area_id'),
        positionId: pageRef('position_id'),
      }),
    );
};

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

export type EmployeePageRow = Awaited<ReturnType<typeof pageOf>>[number];

/** What an instance keeps of the list between requests (see `listEmployees`). */
export type EmployeeListCaches = { counts: LiveCache<number>; pages: LiveCache<EmployeePageRow[]> };

/**
 * One page and the count of every matching row. With `caches` the count is kept per filter set and
 * the page per filter set, order and page, both until a write to the employees, their jobs or the
 * names of areas and positions makes PostgreSQL tell every instance to forget them: paging, sorting
 * and the same list opened again count nothing, and a page already read is not read again. Only
 * the conditions are turned into text for these keys: building the whole queries for them cost
 * more CPU than the rest of the request's query building.
 */
export const listEmployees = async (
  db: DbOrTx,
  query: TEmployeeListQuery & { page: number; perPage: number },
  scope: EmployeeScope,
  caches?: EmployeeListCaches,
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
  const total = caches ? caches.counts.through(countKey, countOnce) : countOnce();
  const sortBy = query.sortBy ?? 'fullName';
  const pageQuery = (condition: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) =>
    pageOf(db, condition, sortBy, direction, limit, offset);
  const cacheKey = JSON.stringify([
    filtered.sql,
    filtered.params,
    sortBy,
    query.sortDesc,
    query.page,
    query.perPage,
  ]);
  const rows = () => {
    // A search's best plan depends on its words: built and planned each time.
    if (search) return pageQuery(where, query.perPage, (query.page - 1) * query.perPage);
    // The rest differ only by their conditions' text and their order: each is built once, with its
    // values as placeholders, and runs as a named prepared statement that binds them.
    const shape = `employees|${filtered.sql}|${sortBy}|${query.sortDesc}`;
    const page = builtPage(db, shape, (name) =>
      pageQuery(withPlaceholders(filtered.sql), sql.placeholder('limit'), sql.placeholder('offset')).prepare(
        name,
      ),
    );
    const values = Object.fromEntries(filtered.params.map((value, i) => [`p${i + 1}`, value]));
    return page.execute({ ...values, limit: query.perPage, offset: (query.page - 1) * query.perPage });
  };
  const [data, n] = await Promise.all([caches ? caches.pages.through(cacheKey, rows) : rows(), total]);
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
