import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { lookupOf } from '../../platform/db/lookup.ts';
import { ordered } from '../../platform/db/paged-list.ts';
import { areaNameOf } from '../catalog/index.ts';
import {
  type EmployeeScope,
  employeeAreaIdOf,
  employeeFullNameOf,
  employeeWhere,
} from '../employees/index.ts';

/*
 * The list of requests one decision settles (raises, additional work): the same people columns,
 * filters, order and answer shape for each, beside the request's own columns. The module selects
 * from its own table; this names no table but the actors view.
 */

/** The columns every such request table has; a request is always for an employee. */
export type RequestColumns = {
  id: AnyPgColumn;
  employeeId: AnyPgColumn<{ notNull: true }>;
  status: AnyPgColumn;
  requestedBy: AnyPgColumn;
  decidedBy: AnyPgColumn;
  createdAt: AnyPgColumn;
  decidedAt: AnyPgColumn;
  rejectionReason: AnyPgColumn;
};

/** What the list screens send: a search by name, a sort key, and the status, person, area and dates. */
export type RequestListQuery<K extends string> = {
  q?: string;
  sortBy?: K;
  sortDesc?: boolean;
  filters?: { status?: string; employeeId?: number; areaId?: number; from?: string; to?: string };
};

const actorNameOf = (actorId: AnyPgColumn) => lookupOf(actors.fullName, actors.id, actorId);

/**
 * For whom the request is, their area, and who asked and who decided it, by name: the columns a
 * module adds to its own (id, status, dates), all lookups, so its select names only its table.
 */
export const requestPeople = (t: RequestColumns) => {
  const areaId = employeeAreaIdOf(t.employeeId);
  return {
    employeeName: employeeFullNameOf(t.employeeId),
    areaId,
    areaName: areaNameOf(areaId),
    requestedByName: actorNameOf(t.requestedBy),
    decidedByName: actorNameOf(t.decidedBy),
  };
};

/**
 * The rows the caller may see and the screen asks for: the employee's current area keeps a chief to
 * their own people; `from`/`to` bound the request's own date.
 */
export const requestListWhere = (
  t: RequestColumns,
  day: AnyPgColumn,
  scope: EmployeeScope,
  query: RequestListQuery<string>,
): SQL | undefined => {
  const f = query.filters;
  const conditions: SQL[] = [];
  const people = employeeWhere(t.employeeId, {
    scope,
    nameContains: query.q,
    areaId: f?.areaId || undefined,
  });
  if (people) conditions.push(people);
  if (f?.status) conditions.push(eq(t.status, f.status));
  if (f?.employeeId) conditions.push(eq(t.employeeId, f.employeeId));
  if (f?.from) conditions.push(sql`${day} >= ${f.from}::date`);
  if (f?.to) conditions.push(sql`${day} <= ${f.to}::date`);
  return conditions.length ? and(...conditions) : undefined;
};

/** The screen's sort (the employee's name or one of the request's columns), newest first by default. */
export const requestListOrder = <K extends string>(
  t: RequestColumns,
  sortColumns: Record<K, AnyPgColumn | SQL>,
  query: RequestListQuery<K>,
): SQL[] => [
  query.sortBy ? ordered(sortColumns[query.sortBy], query.sortDesc) : desc(t.createdAt),
  asc(t.id),
];

/** The row as answered; the service adds whether the caller decides it (`decisionsOnPage`). */
export const requestItem = <R extends { createdAt: Date; decidedAt: Date | null }>({
  createdAt,
  decidedAt,
  ...r
}: R) => ({
  ...r,
  requestedAt: createdAt.toISOString(),
  decidedAt: decidedAt?.toISOString() ?? null,
});
