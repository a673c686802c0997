import { eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { lookupOf } from '../../platform/db/lookup.ts';
import { departments, districts, provinces } from './reference.table.ts';

/*
 * The reads other modules make of the ubigeo (departments, provinces, districts): which codes a
 * form sent are known, and names and parent codes beside the rows of their lists, in SQL, without
 * naming the ubigeo's tables. A province's code starts with its department's, a district's with its
 * province's, but the tables, not the codes, say which is which.
 */

type Reference = AnyPgColumn | SQLWrapper;

/** The name of the district whose ubigeo `districtCode` holds. */
export const districtNameOf = <R extends Reference>(districtCode: R) =>
  lookupOf(districts.name, districts.code, districtCode);

/** The code of the province of the district `districtCode` holds. */
export const provinceCodeOf = <R extends Reference>(districtCode: R) =>
  lookupOf(districts.provinceCode, districts.code, districtCode);

/** The code of the department of the province `provinceCode` holds. */
export const departmentCodeOfProvince = <R extends Reference>(provinceCode: R) =>
  lookupOf(provinces.departmentCode, provinces.code, provinceCode);

/** The name of the province `provinceCode` holds. */
export const provinceNameOf = <R extends Reference>(provinceCode: R) =>
  lookupOf(provinces.name, provinces.code, provinceCode);

/** The name of the department `departmentCode` holds. */
export const departmentNameOf = <R extends Reference>(departmentCode: R) =>
  lookupOf(departments.name, departments.code, departmentCode);

/** "Miraflores (Lima)": a district with its department, by the district's code (SQL or a value). */
export const placeNameOf = (districtCode: SQL | string) =>
  sql<string>`(select d.name || ' (' || dep.name || ')' from ${districts} d
    join ${provinces} p on p.code = d.province_code
    join ${departments} dep on dep.code = p.department_code
    where d.code = ${districtCode})`;

const known = async (
  db: DbOrTx,
  table: typeof districts | typeof provinces | typeof departments,
  codes: string[],
) => {
  if (codes.length === 0) return new Set<string>();
  const rows = await db
    .select({ code: table.code })
    .from(table)
    .where(inArray(table.code, [...new Set(codes)]));
  return new Set(rows.map((r) => r.code));
};

/** Those of the district codes that exist. */
export const knownDistricts = (db: DbOrTx, codes: string[]) => known(db, districts, codes);

/** Those of the province codes that exist. */
export const knownProvinces = (db: DbOrTx, codes: string[]) => known(db, provinces, codes);

/** Those of the department codes that exist. */
export const knownDepartments = (db: DbOrTx, codes: string[]) => known(db, departments, codes);

/** A district with its province, department and place name; null when no district has that code. */
export const districtPlace = async (db: DbOrTx, code: string) => {
  const [row] = await db
    .select({
      districtCode: districts.code,
      provinceCode: districts.provinceCode,
      departmentCode: provinces.departmentCode,
      name: placeNameOf(code),
    })
    .from(districts)
    .innerJoin(provinces, eq(provinces.code, districts.provinceCode))
    .where(eq(districts.code, code));
  return row ?? null;
};

/** Whether the ubigeo is a district's. */
export const districtExists = async (db: DbOrTx, code: string): Promise<boolean> =>
  (await knownDistricts(db, [code])).has(code);
