import type { TZoneListQuery } from '@zerg/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import {
  departmentCodeOfProvince,
  departmentNameOf,
  knownDepartments,
  knownProvinces,
  provinceNameOf,
} from '../references/index.ts';
import { iso } from './master-data.ts';
import { zoneMembers, zones } from './zone.table.ts';

/** The names a zone member shows: its department's, its province's, and the province with its department. */
const placeOf = (departmentCode: SQL | AnyPgColumn, provinceCode: SQL | AnyPgColumn) => ({
  department: departmentNameOf(departmentCode),
  province: provinceNameOf(provinceCode),
  /** "Callao (Callao)": a province with its department. */
  provinceLabel: sql`${provinceNameOf(provinceCode)} || ' (' || ${departmentNameOf(departmentCodeOfProvince(provinceCode))} || ')'`,
});
const member = placeOf(sql`m.department_code`, sql`m.province_code`);
const memberRow = placeOf(zoneMembers.departmentCode, zoneMembers.provinceCode);

/** "Lima (department), Callao" style summary of a zone's members, departments first. */
const membersText = sql<string>`coalesce((select string_agg(coalesce(${member.department}, ${member.provinceLabel}),
    ', ' order by m.province_code nulls first, coalesce(${member.department}, ${member.province}))
  from zone_members m
  where m.zone_id = zones.id), '')`;
const memberCount = sql<number>`(select count(*)::int from zone_members m where m.zone_id = zones.id)`;

const SORT = { name: zones.name, memberCount, createdAt: zones.createdAt } as const;

export const listZones = async (db: DbOrTx, query: TZoneListQuery & { page: number; perPage: number }) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(sql`(${zones.name} ilike ${like} or ${membersText} ilike ${like})`);
  }
  if (query.filters?.status) conditions.push(eq(zones.isActive, query.filters.status === 'active'));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    db
      .select({
        id: zones.id,
        name: zones.name,
        description: zones.description,
        members: membersText,
        memberCount,
        isActive: zones.isActive,
        createdAt: zones.createdAt,
      })
      .from(zones)
      .where(where)
      .orderBy(ordered(SORT[query.sortBy ?? 'name'], query.sortDesc), asc(zones.id))
      .$dynamic(),
    db.select({ n: countRows }).from(zones).where(where),
  );
  return { total: page.total, data: page.data.map((r) => ({ ...r, createdAt: iso(r.createdAt) })) };
};

export const findZone = async (db: DbOrTx, id: number) => {
  const [zone] = await db
    .select({ id: zones.id, name: zones.name, description: zones.description, isActive: zones.isActive })
    .from(zones)
    .where(eq(zones.id, id));
  if (!zone) return null;
  const members = await db
    .select({
      departmentCode: zoneMembers.departmentCode,
      provinceCode: zoneMembers.provinceCode,
      name: sql<string>`coalesce(${memberRow.department}, ${memberRow.provinceLabel})`,
    })
    .from(zoneMembers)
    .where(eq(zoneMembers.zoneId, id))
    .orderBy(
      sql`${zoneMembers.provinceCode} nulls first`,
      zoneMembers.departmentCode,
      zoneMembers.provinceCode,
    );
  return { ...zone, members };
};

export const findZoneByName = async (db: DbOrTx, name: string) => {
  const [row] = await db
    .select({ id: zones.id })
    .from(zones)
    .where(sql`lower(${zones.name}) = ${name.toLowerCase()}`);
  return row ?? null;
};

/** Codes among `departments`/`provinces` that the ubigeo does not know. */
export const unknownPlaces = async (db: DbOrTx, departments: string[], provinces: string[]) => {
  const [knownD, knownP] = await Promise.all([
    knownDepartments(db, departments),
    knownProvinces(db, provinces),
  ]);
  return [...departments.filter((c) => !knownD.has(c)), ...provinces.filter((c) => !knownP.has(c))];
};

/**
 * The first member of another zone that covers one of the places: the same department or province,
 * the department of a province, or a province of a department.
 */
export const takenPlace = async (
  db: DbOrTx,
  zoneId: number | null,
  departments: string[],
  provinces: string[],
) => {
  const { rows } = await db.execute<{ place: string; zone: string }>(sql`
    select coalesce(${member.department}, ${member.province}) as place, z.name as zone
    from zone_members m
    join zones z on z.id = m.zone_id
    where m.zone_id <> ${zoneId ?? 0}
      and (m.department_code = any(${sql.param(departments)}::text[])
        or m.province_code = any(${sql.param(provinces)}::text[])
        or left(m.province_code, 2) = any(${sql.param(departments)}::text[])
        or m.department_code = any(array(select left(x, 2) from unnest(${sql.param(provinces)}::text[]) x)))
    order by z.name, place
    limit 1`);
  return rows[0] ?? null;
};

export const writeZoneMembers = async (
  tx: DbOrTx,
  zoneId: number,
  members: { departmentCode: string | null; provinceCode: string | null }[],
) => {
  await tx.delete(zoneMembers).where(eq(zoneMembers.zoneId, zoneId));
  if (members.length) await tx.insert(zoneMembers).values(members.map((m) => ({ zoneId, ...m })));
};

export const activeZoneOptions = (db: DbOrTx) =>
  db
    .select({ id: zones.id, name: zones.name })
    .from(zones)
    .where(eq(zones.isActive, true))
    .orderBy(zones.name);

/**
 * The zone of a district (6 digits) or province (4 digits): the zone holding the province itself,
 * else the one holding its whole department. A province sits in at most one zone, so this is
 * unambiguous. Inactive zones are answered too, flagged, since viatics may need to say why.
 */
export const zoneOfUbigeo = async (
  db: DbOrTx,
  districtOrProvinceCode: string,
): Promise<{ id: number; name: string; isActive: boolean } | null> => {
  if (!/^\d{4}(\d{2})?$/.test(districtOrProvinceCode)) return null;
  const province = districtOrProvinceCode.slice(0, 4);
  const department = districtOrProvinceCode.slice(0, 2);
  const [row] = await db
    .select({ id: zones.id, name: zones.name, isActive: zones.isActive })
    .from(zoneMembers)
    .innerJoin(zones, eq(zones.id, zoneMembers.zoneId))
    .where(sql`${zoneMembers.provinceCode} = ${province} or ${zoneMembers.departmentCode} = ${department}`)
    .orderBy(sql`${zoneMembers.provinceCode} nulls last`)
    .limit(1);
  return row ?? null;
};
