import type { CurrentUser } from '../auth/current-user.ts';
import { forbidden } from '../errors/app-error.ts';

/** A request waiting for a decision: who asked (null: nobody in particular) and whom it concerns. */
export type ApprovalRequest = { requestedBy: number | null; employeeId: number | null };

/**
 * 403 `OWN_REQUEST` when the user asked for it or is the worker it concerns: nobody decides their own
 * request, in any flow (who does decide is `decidersOfRequest` in notifications).
 */
export const assertNotOwnRequest = (user: CurrentUser, request: ApprovalRequest): void => {
  if (user.id === request.requestedBy) throw forbidden('OWN_REQUEST');
  if (user.employeeId !== null && user.employeeId === request.employeeId) throw forbidden('OWN_REQUEST');
};
