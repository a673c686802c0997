import type { TEmployeeHistoryQuery, THistoryPage } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { recordHistory } from '../../platform/audit/audit-history.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { assertCanSee } from './employee-scope.ts';

/**
 * The record's audit entries, for whoever may open the record in HR: a worker outside the caller's
 * scope answers 404, as one that does not exist, so the history tells nothing of who is there.
 */
export const employeeHistory = async (
  db: DbOrTx,
  actor: Actor,
  query: Required<Pick<TEmployeeHistoryQuery, 'employee_id' | 'page' | 'perPage'>>,
): Promise<THistoryPage> => {
  try {
    await assertCanSee(db, actor.user, query.employee_id);
  } catch (err) {
    if (err instanceof AppError && err.status === 403) throw notFound();
    throw err;
  }
  return recordHistory(db, 'employee', query.employee_id, query);
};
