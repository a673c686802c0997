import { MODULE_IDS as M, SECTION_IDS as S } from '@zerg/shared';
import type { SeedOrganisation } from '../../modules/organisation/index.ts';

/**
 * Each demo area's company and chief (the fixed demo employees: 1 the general manager, 2 the HR
 * chief, 3 the operations coordinator, 4 the treasurer, 6 the chief accountant, 7 the workshop chief,
 * 8 the security supervisor), and what the operational areas' people may be given. Management and
 * HR stay unrestricted;
 * the others allow their own work plus what their chief needs.
 */
/** What an area chief works with (the "Jefe de área" role), allowed in every limited area. */
const CHIEF = {
  modules: [M.RRHH, M.MONITORING],
  sections: [
    S.EMPLOYEES,
    S.VIATICS,
    S.REPORTS,
    S.SALARY_INCREASE,
    S.SALARY_INCREASE_REQUESTS,
    S.ADDITIONAL_WORK,
    S.MONITORING_ATTENDANCE,
  ],
};

const limited = (areaId: number, modules: number[], sections: number[]) => ({
  areaId,
  modules: [...new Set([...CHIEF.modules, ...modules])],
  sections: [...new Set([...CHIEF.sections, ...sections])],
});

export const DEMO_ORGANISATION: SeedOrganisation = {
  profiles: [
    { areaId: 1, companyId: 1, chiefEmployeeId: 1 },
    { areaId: 2, companyId: 1, chiefEmployeeId: 2 },
    { areaId: 3, companyId: 1, chiefEmployeeId: 3 },
    { areaId: 4, companyId: 1, chiefEmployeeId: 4 },
    { areaId: 5, companyId: 1, chiefEmployeeId: 6 },
    { areaId: 6, companyId: 2, chiefEmployeeId: 7 },
    { areaId: 7, companyId: 1, chiefEmployeeId: 8 },
    { areaId: 8, companyId: 1, chiefEmployeeId: 3 },
  ],
  access: [
    limited(
      3,
      [M.OPERATIONS, M.SETTINGS, M.MONITORING],
      [
        S.TRAVEL_ORDERS,
        S.SERVICE_ORDERS,
        S.DOCUMENT_ORDERS,
        S.DOCUMENTARY_SETTLEMENTS,
        S.OPERATIONS_ATTENDANCE,
        S.CLIENTS,
        S.TRAVEL_ROUTES,
        S.VEHICLES,
        S.MONITORING_ATTENDANCE,
        S.SALES_DOCUMENTS,
      ],
    ),
    limited(
      4,
      [M.TREASURY, M.BOOKEEPING],
      [
        S.TREASURY_ATTENDANCE,
        S.BANK_ACCOUNTS,
        S.TREASURY_TRANSACTIONS,
        S.ACCOUNTING_ACCOUNTS,
        S.BOOKKEEPING_TRANSACTIONS,
        S.BOOKKEEPING_ATTENDANCE,
        S.RECEIVABLES,
      ],
    ),
    limited(
      5,
      [M.BOOKEEPING, M.TREASURY],
      [S.ACCOUNTING_ACCOUNTS, S.BOOKKEEPING_TRANSACTIONS, S.BOOKKEEPING_ATTENDANCE, S.TREASURY_ATTENDANCE],
    ),
    limited(6, [M.WORKSHOP], [S.WORKSHOP_ATTENDANCE, S.WORKSHOP_DISCOUNTS]),
    limited(7, [M.MONITORING], [S.MONITORING_ATTENDANCE, S.VIATICS, S.REPORTS]),
    limited(8, [M.DRIVER], [S.DRIVER_DASHBOARD, S.DRIVER_ATTENDANCE]),
  ],
};
