import type { TBankAccountInput, TEmployeeJob, TEmployeePersonal } from '@zerg/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { FieldErrors } from '../../platform/errors/app-error.ts';
import { campuses } from '../catalog/index.ts';
import { banks, companies, countries, districts, positions } from '../references/index.ts';
import { employees } from './employee.table.ts';

const missing = 'validation.notFoundRef';

/** Rows the personal data points at must exist; errors are keyed by the form's field paths. */
export const checkPersonalReferences = async (db: DbOrTx, p: TEmployeePersonal): Promise<FieldErrors> => {
  const errors: FieldErrors = {};
  const codes = [...new Set([p.nationality, p.country])];
  const found = await db
    .select({ code: countries.code })
    .from(countries)
    .where(inArray(countries.code, codes));
  const known = new Set(found.map((c) => c.code));
  if (!known.has(p.nationality)) errors.nationality = [missing];
  if (!known.has(p.country)) errors.country = [missing];
  if (p.country === 'PE' && p.districtUbigeo) {
    const [d] = await db
      .select({ code: districts.code })
      .from(districts)
      .where(eq(districts.code, p.districtUbigeo));
    if (!d) errors.districtUbigeo = [missing];
  }
  return errors;
};

/** The position must belong to the chosen area; campus, company and chief must exist. */
export const checkJobReferences = async (
  db: DbOrTx,
  job: TEmployeeJob,
  prefix = '',
  selfId?: number,
): Promise<FieldErrors> => {
  const errors: FieldErrors = {};
  const key = (f: string) => `${prefix}${f}`;
  const [position] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.id, job.positionId), eq(positions.areaId, job.areaId)));
  if (!position) errors[key('positionId')] = [missing];
  const [campus] = await db.select({ id: campuses.id }).from(campuses).where(eq(campuses.id, job.campusId));
  if (!campus) errors[key('campusId')] = [missing];
  if (job.companyId !== null) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, job.companyId));
    if (!company) errors[key('companyId')] = [missing];
  }
  if (job.chiefEmployeeId !== null) {
    const [chief] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.id, job.chiefEmployeeId));
    if (!chief || job.chiefEmployeeId === selfId) errors[key('chiefEmployeeId')] = ['validation.invalid'];
  }
  return errors;
};

/** Each account's bank must be one the catalogue knows. */
export const checkBankReferences = async (
  db: DbOrTx,
  accounts: readonly Pick<TBankAccountInput, 'bank'>[],
): Promise<FieldErrors> => {
  const errors: FieldErrors = {};
  if (accounts.length === 0) return errors;
  const found = await db
    .select({ code: banks.code })
    .from(banks)
    .where(inArray(banks.code, [...new Set(accounts.map((a) => a.bank))]));
  const known = new Set(found.map((b) => b.code));
  accounts.forEach((a, i) => {
    if (!known.has(a.bank)) errors[`bankAccounts.${i}.bank`] = [missing];
  });
  return errors;
};
