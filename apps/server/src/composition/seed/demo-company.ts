import { MODULE_IDS as M, MODULES, ROLE_IDS, SECTION_IDS as S, SECTIONS } from '@zerg/shared';

/** The demo company: enough people and permissions that every screen has something to show. */

const ALL_MODULES = MODULES.map((m) => m.id);
const ALL_SECTIONS = SECTIONS.map((s) => s.id);

export type DemoRole = { id: number; name: string; modules: number[]; sections: number[] };

export const DEMO_ROLES: DemoRole[] = [
  { id: ROLE_IDS.ADMIN, name: 'Administrador', modules: ALL_MODULES, sections: ALL_SECTIONS },
  {
    id: ROLE_IDS.CHIEF,
    name: 'Jefe de área',
    modules: [M.RRHH, M.MONITORING],
    sections: [
      S.EMPLOYEES,
      S.PAYROLL,
      S.VIATICS,
      S.REPORTS,
      S.SALARY_INCREASE,
      S.SALARY_INCREASE_REQUESTS,
      S.ADDITIONAL_WORK,
      S.MONITORING_ATTENDANCE,
    ],
  },
  {
    id: 3,
    name: 'Coordinador de operaciones',
    // Monitoring's viatics: the coordinator is the named chief of Operaciones and Flota, whose
    // crews' viatics wait for their chief's step.
    modules: [M.OPERATIONS, M.SETTINGS, M.MONITORING],
    sections: [
      S.VIATICS,
      S.TRAVEL_ORDERS,
      S.SERVICE_ORDERS,
      S.DOCUMENT_ORDERS,
      S.DOCUMENTARY_SETTLEMENTS,
      S.OPERATIONS_ATTENDANCE,
      S.CLIENTS,
      S.TRAVEL_ROUTES,
      S.VEHICLES,
      // Invoices the trips the coordinator's people finish (section 47 sits under operations too).
      S.SALES_DOCUMENTS,
    ],
  },
  {
    id: 4,
    name: 'Supervisor de seguridad',
    modules: [M.MONITORING],
    sections: [S.MONITORING_ATTENDANCE, S.VIATICS, S.REPORTS],
  },
  {
    id: 5,
    name: 'Operador de tesorería',
    modules: [M.TREASURY, M.BOOKEEPING],
    sections: [
      S.TREASURY_ATTENDANCE,
      S.BANK_ACCOUNTS,
      S.TREASURY_TRANSACTIONS,
      S.ACCOUNTING_ACCOUNTS,
      S.BOOKKEEPING_TRANSACTIONS,
      S.BOOKKEEPING_ATTENDANCE,
      // Collects what billing issued (section 48 sits under treasury too).
      S.RECEIVABLES,
    ],
  },
  { id: 6, name: 'Conductor', modules: [M.DRIVER], sections: [S.DRIVER_DASHBOARD, S.DRIVER_ATTENDANCE] },
  { id: 7, name: 'Personal', modules: [], sections: [] },
  // Runs the whole company's payroll: not an area chief, so not limited to an area (README,
  // "Sections and row scope"); an area chief who holds section 14 reads only their area's pay.
  {
    id: 8,
    name: 'Planillas',
    modules: [M.RRHH],
    sections: [S.EMPLOYEES, S.PAYROLL, S.REPORTS],
  },
];

export const DEMO_CAMPUSES = [
  { id: 1, name: 'Sede Central Lima', city: 'Lima' },
  { id: 2, name: 'Sede Arequipa', city: 'Arequipa' },
  { id: 3, name: 'Sede Trujillo', city: 'Trujillo' },
  { id: 4, name: 'Sede Piura', city: 'Piura' },
  { id: 5, name: 'Sede Cusco', city: 'Cusco' },
];

export const DEMO_AREAS = [
  { id: 1, name: 'Gerencia General', isHr: false, costFunction: 'administration' as const },
  { id: 2, name: 'Recursos Humanos', isHr: true, costFunction: 'administration' as const },
  { id: 3, name: 'Operaciones', isHr: false, costFunction: 'operations' as const },
  { id: 4, name: 'Tesorería', isHr: false, costFunction: 'administration' as const },
  { id: 5, name: 'Contabilidad', isHr: false, costFunction: 'administration' as const },
  { id: 6, name: 'Taller', isHr: false, costFunction: 'operations' as const },
  // Security guards the terminal and the cargo: part of providing the service.
  { id: 7, name: 'Seguridad', isHr: false, costFunction: 'operations' as const },
  { id: 8, name: 'Flota', isHr: false, costFunction: 'operations' as const },
];

/** How many employees the demo company has. */
export const DEMO_EMPLOYEE_COUNT = 150;

export type DemoUser = {
  email: string;
  password: string;
  fullName: string;
  roleId: number;
  campusId: number;
  employeeId: number | null;
  /** Linked instead to the first demo employee holding this position (1-based, DEMO_POSITIONS). */
  positionId?: number;
  isCeo?: boolean;
};

/** The README lists these accounts; they exist only in a demo database. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@zerg.pe',
    password: 'Admin123!',
    fullName: 'Administrador del Sistema',
    roleId: 1,
    campusId: 1,
    employeeId: null,
  },
  {
    email: 'gerencia@zerg.pe',
    password: 'Gerente123!',
    fullName: 'Carlos Alberto Quispe Mamani',
    roleId: 1,
    campusId: 1,
    employeeId: 1,
    isCeo: true,
  },
  {
    email: 'rrhh@zerg.pe',
    password: 'Rrhh1234!',
    fullName: 'María Elena Flores Huamán',
    roleId: 2,
    campusId: 1,
    employeeId: 2,
  },
  {
    email: 'operaciones@zerg.pe',
    password: 'Opera123!',
    fullName: 'Jorge Luis Rojas Vargas',
    roleId: 3,
    campusId: 1,
    employeeId: 3,
  },
  {
    email: 'tesoreria@zerg.pe',
    password: 'Tesoro123!',
    fullName: 'Rosa Angélica Torres Castillo',
    roleId: 5,
    campusId: 1,
    employeeId: 4,
  },
  {
    email: 'conductor@zerg.pe',
    password: 'Conduce123!',
    fullName: 'Luis Fernando Chávez Ramos',
    roleId: 6,
    campusId: 2,
    employeeId: 5,
  },
  {
    email: 'planillas@zerg.pe',
    password: 'Planilla123!',
    fullName: 'Analista de Planillas',
    roleId: 8,
    campusId: 1,
    employeeId: null,
    // "Analista de Planillas", in the human-resources area.
    positionId: 4,
  },
  {
    // The second person of treasury: approves and processes what the operator makes.
    email: 'finanzas@zerg.pe',
    password: 'Finanzas123!',
    fullName: 'Ana Lucía Mendoza Salazar',
    roleId: 5,
    campusId: 1,
    employeeId: 6,
  },
];
