import { cciCheckDigitsLookRight, type TBankAccountInput } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { badRequest, conflict, type FieldErrors, forbidden } from '../../platform/errors/app-error.ts';
import { scopeOf, seesArea } from './employee-scope.ts';
import type { NewEmployee } from './employee-write.repository.ts';

export type UpdateInformation = Omit<NewEmployee, 'job'> & { employee_id: number };
export type UpdateJob = NewEmployee['job'] & { employee_id: number; salaryChangeReason: string | null };

export const documentConflict = () =>
  conflict('DOCUMENT_ALREADY_REGISTERED', { documentNumber: ['errors.DOCUMENT_ALREADY_REGISTERED'] });

/** A CCI with odd check digits is saved, but the answer says so. */
export const cciWarnings = (accounts: TBankAccountInput[]): FieldErrors => {
  const warnings: FieldErrors = {};
  accounts.forEach((a, i) => {
    if (!cciCheckDigitsLookRight(a.cci)) warnings[`bankAccounts.${i}.cci`] = ['validation.cciWarning'];
  });
  return warnings;
};

export const failIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw badRequest('VALIDATION_ERROR', errors);
};

/** A chief may only place people in their own area. */
export const assertAreaInScope = async (db: DbOrTx, actor: Actor, areaId: number) => {
  if (!seesArea(await scopeOf(db, actor.user), areaId)) throw forbidden('ROW_NOT_ALLOWED');
};
