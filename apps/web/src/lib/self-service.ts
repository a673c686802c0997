import type { TUserData } from '@zerg/shared';

/** The worker's own pages: marking by QR and their justifications (features attendance-marking, justifications). */
export const SELF_SERVICE_PATHS = {
  attendance: '/attendance',
  justifications: '/attendance/justifications',
} as const;

/** Only a user linked to an employee marks attendance and justifies absences. */
export const usesSelfService = (userData: Pick<TUserData, 'employee_id'> | null | undefined): boolean =>
  userData?.employee_id != null;
