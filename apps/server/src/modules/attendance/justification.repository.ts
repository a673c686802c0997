import {
  JUSTIFICATION_GROUP_STATUSES,
  type JustificationStatus,
  type Language,
  ROLE_IDS,
  type TJustificationListQuery,
} from '@zerg/shared';
import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { areaNameOf } from '../catalog/index.ts';
import {
  employeeAreaIdOf,
  employeeFullNameOf,
  employeePlacesById,
  employeeWhere,
  scopeOf,
} from '../employees/index.ts';
import { namedAreaChiefs } from '../organisation/index.ts';
import { usersWhere } from '../users/index.ts';
import { justifications as j } from './justification.table.ts';

const chiefActor = alias(actors, 'chief_actor');
const hrActor = alias(actors, 'hr_actor');
const creatorActor = alias(actors, 'creator_actor');

const employeeName = employeeFullNameOf(j.employeeId);
const areaId = employeeAreaIdOf(j.employeeId);

const SORT_COLUMNS = {
  workDate: j.workDate,
  employeeName,
  createdAt: j.createdAt,
  status: j.status,
  type: j.type,
} as const;

/** Which rows a list may show: all, some areas, or one employee's. */
export type JustificationVisibility =
  | { all: true }
  | { all: false; areaIds: readonly number[] }
  | { all: false; employeeId: number };

export type JustificationListParams = TJustificationListQuery & { page: number; perPage: number };

const columns = {
  id: j.id,
  employeeId: j.employeeId,
  employeeName,
  areaId,
  areaName: areaNameOf(areaId),
  workDate: j.workDate,
  type: j.type,
  motive: j.motive,
  status: j.status,
  fileKey: j.fileKey,
  fileName: j.fileName,
  fileMime: j.fileMime,
  chiefComment: j.chiefComment,
  chiefDecidedByName: chiefActor.fullName,
  chiefDecidedAt: j.chiefDecidedAt,
  hrComment: j.hrComment,
  hrDecidedByName: hrActor.fullName,
  hrDecidedAt: j.hrDecidedAt,
  createdBy: j.createdBy,
  createdByName: creatorActor.fullName,
  createdAt: j.createdAt,
};

export type JustificationRow = {
  id: number;
  employeeId: number;
  employeeName: string;
  areaId: number | null;
  areaName: string | null;
  workDate: string;
  type: 'absence' | 'tardiness';
  motive: string;
  status: JustificationStatus;
  fileKey: string | null;
  fileName: string | null;
  fileMime: string | null;
  chiefComment: string | null;
  chiefDecidedByName: string | null;
  chiefDecidedAt: Date | null;
  hrComment: string | null;
  hrDecidedByName: string | null;
  hrDecidedAt: Date | null;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: Date;
};

const selectRows = (db: DbOrTx) =>
  db
    .select(columns)
    .from(j)
    .leftJoin(chiefActor, eq(chiefActor.id, j.chiefDecidedBy))
    .leftJoin(hrActor, eq(hrActor.id, j.hrDecidedBy))
    .leftJoin(creatorActor, eq(creatorActor.id, j.createdBy));

const visibleCondition = (visible: JustificationVisibility): SQL | undefined => {
  if (visible.all) return undefined;
  if ('employeeId' in visible) return eq(j.employeeId, visible.employeeId);
  return employeeWhere(j.employeeId, { areaIds: visible.areaIds });
};

export const listJustifications = async (
  db: DbOrTx,
  visible: JustificationVisibility,
  query: JustificationListParams,
): Promise<{ total: number; data: JustificationRow[] }> => {
  const conditions: (SQL | undefined)[] = [visibleCondition(visible)];
  const f = query.filters;
  conditions.push(employeeWhere(j.employeeId, { nameContains: query.q, areaId: f?.areaId || undefined }));
  if (f?.group) conditions.push(inArray(j.status, [...JUSTIFICATION_GROUP_STATUSES[f.group]]));
  if (f?.status) conditions.push(eq(j.status, f.status));
  if (f?.type) conditions.push(eq(j.type, f.type));
  if (f?.employeeId) conditions.push(eq(j.employeeId, f.employeeId));
  if (f?.from) conditions.push(gte(j.workDate, f.from));
  if (f?.to) conditions.push(lte(j.workDate, f.to));
  const where = and(...conditions);
  // Newest days first unless asked otherwise: what waits longest is what HR reads first in Pending.
  const sortBy = query.sortBy ?? 'workDate';
  const sortDesc = query.sortBy ? query.sortDesc : true;
  const page = await pagedList(
    query,
    selectRows(db).where(where).orderBy(ordered(SORT_COLUMNS[sortBy], sortDesc), desc(j.id)).$dynamic(),
    db.select({ n: countRows }).from(j).where(where),
  );
  return page;
};

export const findJustification = async (db: DbOrTx, id: number): Promise<JustificationRow | null> => {
  const [row] = await selectRows(db).where(eq(j.id, id));
  return row ?? null;
};

/** An open (or HR-approved) justification of the same employee, day and type: a second one is refused. */
export const findOpenDuplicate = async (
  db: DbOrTx,
  input: { employeeId: number; workDate: string; type: 'absence' | 'tardiness' },
) => {
  const [row] = await db
    .select({ id: j.id })
    .from(j)
    .where(
      and(
        eq(j.employeeId, input.employeeId),
        eq(j.workDate, input.workDate),
        eq(j.type, input.type),
        inArray(j.status, ['pending', 'approved', 'approved_by_hr']),
      ),
    )
    .orderBy(asc(j.id));
  return row ?? null;
};

/** The area an employee works in (their job record), if any. */
export const areaOfEmployee = async (db: DbOrTx, employeeId: number): Promise<number | null> =>
  (await employeePlacesById(db, [employeeId])).get(employeeId)?.areaId ?? null;

export type AreaChief = { userId: number; employeeId: number | null };

/**
 * Every area's chiefs, as `chiefUsersOfArea` names them (the chief named on the area and the
 * active chief-role users working in it), with their employee, for all areas at once: a list page
 * tells on every row whether the caller decides it.
 */
export const chiefsByArea = async (db: DbOrTx): Promise<Map<number, AreaChief[]>> => {
  const chiefs = await namedAreaChiefs(db);
  const namedUsers = await usersWhere(db, { active: true, employeeIds: chiefs.map((c) => c.employeeId) });
  const named = chiefs.flatMap((c) =>
    namedUsers
      .filter((u) => u.employeeId === c.employeeId)
      .map((u) => ({ areaId: c.areaId, userId: u.id, employeeId: u.employeeId })),
  );
  const roleUsers = await usersWhere(db, { active: true, roleId: ROLE_IDS.CHIEF });
  const places = await employeePlacesById(
    db,
    roleUsers.flatMap((u) => (u.employeeId === null ? [] : [u.employeeId])),
  );
  const byRole = roleUsers.flatMap((u) => {
    const place = u.employeeId === null ? undefined : places.get(u.employeeId);
    return place ? [{ areaId: place.areaId, userId: u.id, employeeId: u.employeeId }] : [];
  });
  const map = new Map<number, AreaChief[]>();
  for (const r of [...named, ...byRole]) {
    const list = map.get(r.areaId) ?? [];
    if (!list.some((c) => c.userId === r.userId)) list.push({ userId: r.userId, employeeId: r.employeeId });
    map.set(r.areaId, list);
  }
  return map;
};

/**
 * Of these users, those whose scope is every employee (the CEO, anyone not a chief, a chief of
 * an HR area): HR's step is theirs, an area chief holding the payroll section is not HR.
 */
export const withAllEmployeeScope = async (db: DbOrTx, userIds: readonly number[]): Promise<number[]> => {
  if (!userIds.length) return [];
  const kept: number[] = [];
  for (const u of await usersWhere(db, { ids: userIds })) if ((await scopeOf(db, u)).all) kept.push(u.id);
  return kept;
};

/** Address and language of users, for their notification and e-mail. */
export const contactsOf = async (
  db: DbOrTx,
  userIds: readonly number[],
): Promise<{ id: number; email: string; language: Language }[]> => {
  if (!userIds.length) return [];
  const rows = await usersWhere(db, { ids: userIds });
  return rows.map((r) => ({ id: r.id, email: r.email, language: (r.language ?? 'es') as Language }));
};
