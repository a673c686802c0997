import { msg } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import { assertMonthsOpen } from '../attendance/index.ts';
import { type EmployeeFacts, findEmployeeFacts, visibleEmployeeFacts } from '../employees/index.ts';

/** The month it is now in Lima, `YYYY-MM`. */
export const limaMonth = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(now).slice(0, 7);

/**
 * The employee of a payroll item: unknown or outside the caller's scope reads as missing (404);
 * `everyone` lets the workshop charge anyone's damage.
 */
export const employeeFor = async (
  db: DbOrTx,
  user: CurrentUser,
  employeeId: number,
  options: { everyone?: boolean } = {},
): Promise<EmployeeFacts> => {
  if (!options.everyone) return visibleEmployeeFacts(db, user, employeeId);
  const facts = await findEmployeeFacts(db, employeeId);
  if (!facts) throw notFound();
  return facts;
};

/**
 * New items are for active workers, from this month on (a past month's payroll is done), in a
 * month whose attendance an approved payroll has not closed (409 ATTENDANCE_MONTH_CLOSED).
 */
export const assertOpenPeriod = async (
  db: DbOrTx,
  facts: EmployeeFacts,
  field: string,
  period: string,
): Promise<void> => {
  if (!facts.isActive) throw badRequest('VALIDATION_ERROR', { employeeId: [msg('validation.inactive')] });
  const min = limaMonth();
  if (period < min)
    throw badRequest('VALIDATION_ERROR', { [field]: [msg('validation.periodPast', { min })] });
  await assertMonthsOpen(db, [facts.id], [`${period}-01`]);
};
