import type { TViaticListQuery, ViaticStage } from '@zerg/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { areaNameOf } from '../catalog/index.ts';
import {
  type EmployeeScope,
  employeeAreaIdOf,
  employeeDocumentNumberOf,
  employeeFullNameOf,
  employeePlacesById,
  employeeWhere,
  worksInHrArea,
} from '../employees/index.ts';
import { zoneNameContains, zoneNameOf } from '../routes/index.ts';
import { viatics as v } from './viatic.table.ts';

const chief = alias(actors, 'chief_actor');
const hr = alias(actors, 'hr_actor');
const rejecter = alias(actors, 'rejecter_actor');
const creator = alias(actors, 'creator_actor');

/** Where the viatic stands: the step it waits for, or how it ended. */
const stageOf = sql<ViaticStage>`case
  when ${v.status} = 2 then 'approved'
  when ${v.status} = 3 then 'rejected'
  when ${v.chiefApprovedAt} is null then 'chief'
  else 'hr' end`;

const employeeName = employeeFullNameOf(v.employeeId);
const zoneName = zoneNameOf(v.zoneId);
const areaId = employeeAreaIdOf(v.employeeId);

const itemColumns = {
  id: v.id,
  employeeId: v.employeeId,
  employeeName,
  documentNumber: employeeDocumentNumberOf(v.employeeId),
  areaId,
  areaName: areaNameOf(areaId),
  zoneId: v.zoneId,
  zoneName,
  startDate: v.startDate,
  endDate: v.endDate,
  days: v.days,
  nights: v.nights,
  dailyFood: v.dailyFood,
  dailyLodging: v.dailyLodging,
  dailyLocalTransport: v.dailyLocalTransport,
  rateValidFrom: v.rateValidFrom,
  total: v.total,
  advance: v.advance,
  balance: sql<string>`(${v.total} - ${v.advance})::numeric(12,2)::text`,
  purpose: v.purpose,
  observations: v.observations,
  travelOrderId: v.travelOrderId,
  status: v.status,
  stage: stageOf,
  chiefApprovedByName: chief.fullName,
  chiefApprovedAt: v.chiefApprovedAt,
  hrApprovedByName: hr.fullName,
  hrApprovedAt: v.hrApprovedAt,
  rejectedByName: rejecter.fullName,
  rejectedAt: v.rejectedAt,
  rejectReason: v.rejectReason,
  paidAt: v.paidAt,
  paymentReference: v.paymentReference,
  createdById: v.createdBy,
  createdByName: creator.fullName,
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

type Row = {
  [K in keyof typeof itemColumns]: unknown;
} & {
  status: number;
  chiefApprovedAt: Date | null;
  hrApprovedAt: Date | null;
  rejectedAt: Date | null;
  paidAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const toItem = <T extends Row>(r: T) => ({
  ...r,
  status: r.status as 1 | 2 | 3,
  chiefApprovedAt: iso(r.chiefApprovedAt),
  hrApprovedAt: iso(r.hrApprovedAt),
  rejectedAt: iso(r.rejectedAt),
  paidAt: iso(r.paidAt),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const selectItems = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(v)
    .leftJoin(chief, eq(chief.id, v.chiefApprovedBy))
    .leftJoin(hr, eq(hr.id, v.hrApprovedBy))
    .leftJoin(rejecter, eq(rejecter.id, v.rejectedBy))
    .leftJoin(creator, eq(creator.id, v.createdBy));

const SORT_COLUMNS = {
  employeeName,
  startDate: v.startDate,
  zoneName,
  total: v.total,
  createdAt: v.createdAt,
} as const;

/** What a list may be narrowed to besides its filters: a scope (chief's area) or one employee. */
export type ViaticVisibility = { scope: EmployeeScope } | { employeeId: number };

export type ViaticListParams = TViaticListQuery & { page: number; perPage: number };

const visibilityCondition = (visible: ViaticVisibility): SQL | undefined => {
  if ('employeeId' in visible) return eq(v.employeeId, visible.employeeId);
  return employeeWhere(v.employeeId, { scope: visible.scope });
};

export const listViatics = async (db: DbOrTx, visible: ViaticVisibility, query: ViaticListParams) => {
  const conditions: SQL[] = [];
  const scoped = visibilityCondition(visible);
  if (scoped) conditions.push(scoped);
  if (query.q) {
    const pattern = containsPattern(query.q);
    const person = employeeWhere(v.employeeId, { nameOrDocumentContains: query.q }) ?? sql`false`;
    conditions.push(
      sql`(${person} or ${zoneNameContains(v.zoneId, query.q)} or ${v.purpose} ilike ${pattern})`,
    );
  }
  const f = query.filters;
  if (f?.status) conditions.push(eq(v.status, f.status));
  if (f?.stage) conditions.push(sql`${stageOf} = ${f.stage}`);
  if (f?.employeeId) conditions.push(eq(v.employeeId, f.employeeId));
  if (f?.zoneId) conditions.push(eq(v.zoneId, f.zoneId));
  const inArea = f?.areaId ? employeeWhere(v.employeeId, { areaId: f.areaId }) : undefined;
  if (inArea) conditions.push(inArea);
  if (f?.from) conditions.push(sql`${v.endDate} >= ${f.from}::date`);
  if (f?.to) conditions.push(sql`${v.startDate} <= ${f.to}::date`);
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    selectItems(db)
      .where(where)
      .orderBy(ordered(SORT_COLUMNS[query.sortBy ?? 'startDate'], query.sortDesc), desc(v.id))
      .$dynamic(),
    db.select({ n: countRows }).from(v).where(where),
  );
  return { total: page.total, data: page.data.map(toItem) };
};

export const findViaticItem = async (db: DbOrTx, id: number) => {
  const [row] = await selectItems(db).where(eq(v.id, id));
  return row ? toItem(row) : null;
};

/** Every viatic of one employee, newest trip first (the tracking view). */
export const employeeViatics = async (db: DbOrTx, employeeId: number) => {
  const rows = await selectItems(db)
    .where(eq(v.employeeId, employeeId))
    .orderBy(desc(v.startDate), desc(v.id));
  return rows.map(toItem);
};

export const findViatic = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(v).where(eq(v.id, id));
  return row ?? null;
};

/** The employee's area (null: no job record yet). */
export const areaOfEmployee = async (db: DbOrTx, employeeId: number): Promise<number | null> =>
  (await employeePlacesById(db, [employeeId])).get(employeeId)?.areaId ?? null;

/** Whether the user's own employee works in an HR area. */
export const worksInHr = async (db: DbOrTx, employeeId: number | null): Promise<boolean> => {
  if (!employeeId) return false;
  return worksInHrArea(db, employeeId);
};

/** Approved viatics treasury has not paid yet (the later treasury issue reads these). */
export const approvedUnpaidViatics = async (db: DbOrTx) => {
  const rows = await selectItems(db)
    .where(and(eq(v.status, 2), sql`${v.paidAt} is null`))
    .orderBy(asc(v.hrApprovedAt), asc(v.id));
  return rows.map(toItem);
};
