import type { TCompanyListQuery } from '@zerg/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { companyEmployeeCountOf } from '../employees/index.ts';
import { companies, departmentCodeOfProvince, districtNameOf, provinceCodeOf } from '../references/index.ts';
import { companySigningCertificates as certificates } from './company-certificate.table.ts';

const employeeCount = companyEmployeeCountOf(companies.id);

const SORT_COLUMNS = {
  name: companies.name,
  ruc: companies.ruc,
  tradeName: companies.tradeName,
  employeeCount,
  createdAt: companies.createdAt,
} as const;

const columns = {
  id: companies.id,
  ruc: companies.ruc,
  name: companies.name,
  tradeName: companies.tradeName,
  address: companies.address,
  districtCode: companies.districtCode,
  districtName: districtNameOf(companies.districtCode),
  provinceCode: provinceCodeOf(companies.districtCode),
  departmentCode: departmentCodeOfProvince(provinceCodeOf(companies.districtCode)),
  phone: companies.phone,
  email: companies.email,
  logoKey: companies.logoKey,
  isActive: companies.isActive,
  employeeCount,
  createdAt: companies.createdAt,
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
  db.select(columns).from(companies).leftJoin(certificates, eq(certificates.companyId, companies.id));

export const listCompanies = async (
  db: DbOrTx,
  query: TCompanyListQuery & { page: number; perPage: number },
) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(
      sql`(${companies.name} ilike ${like} or ${companies.tradeName} ilike ${like} or ${companies.ruc} like ${like})`,
    );
  }
  if (query.filters?.status) conditions.push(eq(companies.isActive, query.filters.status === 'active'));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    base(db)
      .where(where)
      .orderBy(ordered(SORT_COLUMNS[query.sortBy ?? 'name'], query.sortDesc), asc(companies.id))
      .$dynamic(),
    db.select({ n: countRows }).from(companies).where(where),
  );
  return { total: page.total, data: page.data.map(shape) };
};

export const findCompany = async (db: DbOrTx, id: number) => {
  const [row] = await base(db).where(eq(companies.id, id));
  return row ? { ...shape(row), logoKey: row.logoKey } : null;
};

export const findCompanyByRuc = async (db: DbOrTx, ruc: string) => {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ruc, ruc));
  return row ?? null;
};
