import type { ModuleId } from './modules.ts';

/** Section 0 (home, profile, my attendance) is open to every signed-in user. */
export const OPEN_SECTION = 0;

export type SectionDef = {
  id: number;
  /** Translation key under `sections.` in the web locales. */
  key: string;
  modules: readonly ModuleId[];
};

/**
 * One id per screen (DESIGN.md §5). Where SPEC.md gave two screens the same id, the later screen
 * got a new one: companies 43, salary-increase requests 44, additional work 45, document orders 33.
 * Billing (module 8, issue 28) adds sales documents 47 and receivables 48.
 */
export const SECTIONS: readonly SectionDef[] = [
  { id: 4, key: 'users', modules: [1] },
  { id: 2, key: 'settingsGeneral', modules: [2] },
  { id: 3, key: 'entityGroups', modules: [2] },
  { id: 17, key: 'payrollSettings', modules: [2] },
  { id: 19, key: 'rolesAreas', modules: [2] },
  { id: 25, key: 'areasModule', modules: [2] },
  { id: 28, key: 'clients', modules: [2] },
  { id: 29, key: 'travelRoutes', modules: [2] },
  { id: 30, key: 'vehicles', modules: [2] },
  { id: 43, key: 'companies', modules: [2] },
  { id: 46, key: 'auditLog', modules: [2] },
  { id: 8, key: 'employees', modules: [9] },
  { id: 14, key: 'payroll', modules: [9] },
  { id: 6, key: 'viatics', modules: [9, 10] },
  { id: 12, key: 'reports', modules: [9, 10] },
  { id: 42, key: 'salaryIncrease', modules: [9] },
  { id: 44, key: 'salaryIncreaseRequests', modules: [9] },
  { id: 45, key: 'additionalWork', modules: [9] },
  { id: 5, key: 'monitoringAttendance', modules: [10] },
  { id: 18, key: 'driverDashboard', modules: [11] },
  { id: 16, key: 'driverAttendance', modules: [11] },
  { id: 20, key: 'treasuryAttendance', modules: [5] },
  { id: 38, key: 'bankAccounts', modules: [5] },
  { id: 39, key: 'treasuryTransactions', modules: [5] },
  { id: 36, key: 'accountingAccounts', modules: [12] },
  { id: 35, key: 'bookkeepingTransactions', modules: [12] },
  { id: 41, key: 'bookkeepingAttendance', modules: [12] },
  { id: 23, key: 'workshopAttendance', modules: [7] },
  { id: 21, key: 'workshopDiscounts', modules: [7] },
  { id: 31, key: 'travelOrders', modules: [4] },
  { id: 32, key: 'serviceOrders', modules: [4] },
  { id: 33, key: 'documentOrders', modules: [4] },
  { id: 34, key: 'documentarySettlements', modules: [4] },
  { id: 40, key: 'operationsAttendance', modules: [4] },
  { id: 47, key: 'salesDocuments', modules: [8, 4] },
  { id: 48, key: 'receivables', modules: [8, 5] },
];

/** Every section by name, so code says `SECTION_IDS.EMPLOYEES` rather than 8. */
export const SECTION_IDS = {
  USERS: 4,
  SETTINGS_GENERAL: 2,
  ENTITY_GROUPS: 3,
  PAYROLL_SETTINGS: 17,
  ROLES_AREAS: 19,
  AREAS_MODULE: 25,
  CLIENTS: 28,
  TRAVEL_ROUTES: 29,
  VEHICLES: 30,
  COMPANIES: 43,
  AUDIT_LOG: 46,
  EMPLOYEES: 8,
  PAYROLL: 14,
  VIATICS: 6,
  REPORTS: 12,
  SALARY_INCREASE: 42,
  SALARY_INCREASE_REQUESTS: 44,
  ADDITIONAL_WORK: 45,
  MONITORING_ATTENDANCE: 5,
  DRIVER_DASHBOARD: 18,
  DRIVER_ATTENDANCE: 16,
  TREASURY_ATTENDANCE: 20,
  BANK_ACCOUNTS: 38,
  TREASURY_TRANSACTIONS: 39,
  ACCOUNTING_ACCOUNTS: 36,
  BOOKKEEPING_TRANSACTIONS: 35,
  BOOKKEEPING_ATTENDANCE: 41,
  WORKSHOP_ATTENDANCE: 23,
  WORKSHOP_DISCOUNTS: 21,
  TRAVEL_ORDERS: 31,
  SERVICE_ORDERS: 32,
  DOCUMENT_ORDERS: 33,
  DOCUMENTARY_SETTLEMENTS: 34,
  OPERATIONS_ATTENDANCE: 40,
  SALES_DOCUMENTS: 47,
  RECEIVABLES: 48,
} as const;

export const isSectionId = (id: number): boolean => id === OPEN_SECTION || SECTIONS.some((s) => s.id === id);

export const sectionsOfModule = (moduleId: ModuleId): SectionDef[] =>
  SECTIONS.filter((s) => s.modules.includes(moduleId));
