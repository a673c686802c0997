import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { generatePath } from 'react-router';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen, ScreenRedirect } from '../../lib/screen';

export const EMPLOYEE_PATHS = {
  list: '/rrhh/employees/list',
  register: '/rrhh/employees/register',
  information: '/rrhh/employees/information/:id',
  tRegistro: '/rrhh/employees/t-registro',
} as const;

export const employeeInformationPath = (id: number): string =>
  generatePath(EMPLOYEE_PATHS.information, { id: String(id) });

const employees = { section: SECTION_IDS.EMPLOYEES, module: MODULE_IDS.RRHH } as const;

export const EMPLOYEES_SCREENS: readonly Screen[] = [
  {
    ...employees,
    path: EMPLOYEE_PATHS.list,
    routeId: 'rrhh-employees',
    title: 'employees:list.title',
    menu: { titleKey: 'common:nav.employees', icon: 'IdcardOutlined' },
    page: lazyPage(() => import('./routes/employees-list-page'), 'EmployeesListPage'),
  },
  {
    ...employees,
    path: EMPLOYEE_PATHS.register,
    title: 'employees:create.title',
    parent: EMPLOYEE_PATHS.list,
    page: lazyPage(() => import('./routes/employee-create-page'), 'EmployeeCreatePage'),
  },
  {
    ...employees,
    path: EMPLOYEE_PATHS.information,
    title: 'employees:record.title',
    parent: EMPLOYEE_PATHS.list,
    page: lazyPage(() => import('./routes/employee-information-page'), 'EmployeeInformationPage'),
  },
  {
    ...employees,
    path: EMPLOYEE_PATHS.tRegistro,
    title: 'employees:tRegistro.title',
    parent: EMPLOYEE_PATHS.list,
    page: lazyPage(() => import('./routes/t-registro-page'), 'TRegistroPage'),
  },
];

/** Former addresses of these screens, kept working for bookmarks and old links. */
export const EMPLOYEES_REDIRECTS: readonly ScreenRedirect[] = [
  { from: '/rrhh/employees', to: EMPLOYEE_PATHS.list },
  { from: '/rrhh/employees/new', to: EMPLOYEE_PATHS.register },
  // SPEC §2 writes the record in the singular.
  { from: '/rrhh/employee/information/:id', to: EMPLOYEE_PATHS.information },
];
