import type { TCompanyListQuery } from '@zerg/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { companyEmployeeCountOf } from '../employees/index.ts';
import {
  companyRows,
  departmentCodeOfProvince,
  districtNameOf,
  provinceCodeOf,
} from '../references/index.ts';
import { companySigningCertificates as certificates } from './company-certificate.table.ts';

const employeeCount = companyEmployeeCountOf(companyRows.id);

const SORT_COLUMNS = {
  name: companyRows.name,
  ruc: companyRows.ruc,
  tradeName: companyRows.tradeName,
  employeeCount,
  createdAt: companyRows.createdAt,
} as const;

const columns = {
  id: companyRows.id,
  ruc: companyRows.ruc,
  name: companyRows.name,
  tradeName: companyRows.tradeName,
  address: companyRows.address,
  districtCode: companyRows.districtCode,
  districtName: districtNameOf(companyRows.districtCode),
  provinceCode: provinceCodeOf(companyRows.districtCode),
  departmentCode: departmentCodeOfProvince(provinceCodeOf(companyRows.districtCode)),
  phone: companyRows.phone,
  email: companyRows.email,
  mtcRegistration: companyRows.mtcRegistration,
  logoKey: companyRows.logoKey,
  isActive: companyRows.isActive,
  employeeCount,
  createdAt: companyRows.createdAt,
  certificateValidTo: certificates.notAfter,
};

type Row = { logoKey: string | null; createdAt: Date; certificateValidTo: Date | null } & Record<
  string,
  unknown
>;
const shape = <T extends Row>({ logoKey, createdAt, certificateValidTo, ...r }: T) => ({
  ...r,
  hasLogo: logoKey !== null,
  createdAt: createdAt.toISOString(),
  certificateValidTo: certificateValidTo?.toISOString() ?? null,
});

const base = (db: DbOrTx) =>
  db.select(columns).from(companyRows).leftJoin(certificates, eq(certificates.companyId, companyRows.id));

export const listCompanies = async (
  db: DbOrTx,
  query: TCompanyListQuery & { page: number; perPage: number },
) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(
      sql`(${companyRows.name} ilike ${like} or ${companyRows.tradeName} ilike ${like} or ${companyRows.ruc} like ${like})`,
    );
  }
  if (query.filters?.status) conditions.push(eq(companyRows.isActive, query.filters.status === 'active'));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    base(db)
      .where(where)
      .orderBy(ordered(SORT_COLUMNS[query.sortBy ?? 'name'], query.sortDesc), asc(companyRows.id))
      .$dynamic(),
    db.select({ n: countRows }).from(companyRows).where(where),
  );
  return { total: page.total, data: page.data.map(shape) };
};

export const findCompany = async (db: DbOrTx, id: number) => {
  const [row] = await base(db).where(eq(companyRows.id, id));
  return row ? { ...shape(row), logoKey: row.logoKey } : null;
};

export const findCompanyByRuc = async (db: DbOrTx, ruc: string) => {
  const [row] = await db.select({ id: companyRows.id }).from(companyRows).where(eq(companyRows.ruc, ruc));
  return row ?? null;
};
