import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const ORGANISATION_PATHS = {
  companies: '/settings/companies/list',
  rolesAreas: '/settings/roles-areas/list',
  areasModule: '/settings/areas-module/list',
} as const;

const settings = { module: MODULE_IDS.SETTINGS } as const;

/** Settings → the company's organisation: companies, roles and areas, what each area may be given. */
export const ORGANISATION_SCREENS: readonly Screen[] = [
  {
    ...settings,
    section: SECTION_IDS.COMPANIES,
    path: ORGANISATION_PATHS.companies,
    title: 'organisation:companies.title',
    menu: { titleKey: 'common:nav.companies', icon: 'BankOutlined' },
    page: lazyPage(() => import('./routes/companies-page'), 'CompaniesPage'),
  },
  {
    ...settings,
    section: SECTION_IDS.ROLES_AREAS,
    path: ORGANISATION_PATHS.rolesAreas,
    title: 'organisation:rolesAreas.title',
    menu: { titleKey: 'common:nav.rolesAreas', icon: 'TeamOutlined' },
    page: lazyPage(() => import('./routes/roles-areas-page'), 'RolesAreasPage'),
  },
  {
    ...settings,
    section: SECTION_IDS.AREAS_MODULE,
    path: ORGANISATION_PATHS.areasModule,
    title: 'organisation:areasModule.title',
    menu: { titleKey: 'common:nav.areasModule', icon: 'DeploymentUnitOutlined' },
    page: lazyPage(() => import('./routes/areas-module-page'), 'AreasModulePage'),
  },
];
