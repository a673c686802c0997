import type { TBankAccountInput, TEmployeeJob, TEmployeePersonal } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { FieldErrors } from '../../platform/errors/app-error.ts';
import { campusExists } from '../catalog/index.ts';
import {
  bankNamesByCode,
  companyById,
  districtExists,
  knownCountries,
  positionInArea,
} from '../references/index.ts';
import { employees } from './employee.table.ts';

const missing = 'validation.notFoundRef';

/** Rows the personal data points at must exist; errors are keyed by the form's field paths. */
export const checkPersonalReferences = async (db: DbOrTx, p: TEmployeePersonal): Promise<FieldErrors> => {
  const errors: FieldErrors = {};
  const known = await knownCountries(db, [...new Set([p.nationality, p.country])]);
  if (!known.has(p.nationality)) errors.nationality = [missing];
  if (!known.has(p.country)) errors.country = [missing];
  if (p.country === 'PE' && p.districtUbigeo) {
    if (!(await districtExists(db, p.districtUbigeo))) errors.districtUbigeo = [missing];
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
  if (!(await positionInArea(db, job.positionId, job.areaId))) errors[key('positionId')] = [missing];
  if (!(await campusExists(db, job.campusId))) errors[key('campusId')] = [missing];
  if (job.companyId !== null) {
    if (!(await companyById(db, job.companyId))) errors[key('companyId')] = [missing];
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
  const known = await bankNamesByCode(db, [...new Set(accounts.map((a) => a.bank))]);
  accounts.forEach((a, i) => {
    if (!known.has(a.bank)) errors[`bankAccounts.${i}.bank`] = [missing];
  });
  return errors;
};
