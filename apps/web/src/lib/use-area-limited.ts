import { useSession } from './use-session';

/**
 * Whether the signed-in user is limited to their area's workers (an area chief outside HR): the
 * screens then offer none of the company-wide payroll work the server refuses (403
 * `WHOLE_COMPANY_ONLY`) and show the area's data.
 */
export const useAreaLimited = (): boolean => useSession().userData?.extras.areaLimited ?? false;
