import { MODULES, SECTIONS } from '@zerg/shared';

/** The demo company: enough people and permissions that every screen has something to show. */

const ALL_MODULES = MODULES.map((m) => m.id);
const ALL_SECTIONS = SECTIONS.map((s) => s.id);

export type DemoRole = { id: number; name: string; modules: number[]; sections: number[] };

export const DEMO_ROLES: DemoRole[] = [
  { id: 1, name: 'Administrador', modules: ALL_MODULES, sections: ALL_SECTIONS },
  { id: 2, name: 'Jefe de área', modules: [9, 10], sections: [8, 14, 6, 12, 42, 44, 45, 5] },
  { id: 3, name: 'Coordinador de operaciones', modules: [4, 2], sections: [31, 32, 33, 34, 40, 28, 29, 30] },
  { id: 4, name: 'Supervisor de seguridad', modules: [10], sections: [5, 6, 12] },
  { id: 5, name: 'Operador de tesorería', modules: [5, 12], sections: [20, 38, 39, 36, 35, 41] },
  { id: 6, name: 'Conductor', modules: [11], sections: [18, 16] },
  { id: 7, name: 'Personal', modules: [], sections: [] },
];

export const DEMO_CAMPUSES = [
  { id: 1, name: 'Sede Central Lima', city: 'Lima' },
  { id: 2, name: 'Sede Arequipa', city: 'Arequipa' },
  { id: 3, name: 'Sede Trujillo', city: 'Trujillo' },
  { id: 4, name: 'Sede Piura', city: 'Piura' },
  { id: 5, name: 'Sede Cusco', city: 'Cusco' },
];

export const DEMO_AREAS = [
  { id: 1, name: 'Gerencia General', isHr: false },
  { id: 2, name: 'Recursos Humanos', isHr: true },
  { id: 3, name: 'Operaciones', isHr: false },
  { id: 4, name: 'Tesorería', isHr: false },
  { id: 5, name: 'Contabilidad', isHr: false },
  { id: 6, name: 'Taller', isHr: false },
  { id: 7, name: 'Seguridad', isHr: false },
  { id: 8, name: 'Flota', isHr: false },
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
];
