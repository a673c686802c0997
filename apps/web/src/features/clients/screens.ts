import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { generatePath } from 'react-router';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const CLIENT_PATHS = {
  list: '/settings/clients/list',
  register: '/settings/clients/register',
  edit: '/settings/clients/edit/:id',
} as const;

export const clientEditPath = (id: number): string => generatePath(CLIENT_PATHS.edit, { id: String(id) });

const clients = { section: SECTION_IDS.CLIENTS, module: MODULE_IDS.SETTINGS } as const;

export const CLIENTS_SCREENS: readonly Screen[] = [
  {
    ...clients,
    path: CLIENT_PATHS.list,
    routeId: 'clients-list',
    title: 'clients:list.title',
    menu: { titleKey: 'common:nav.clients', icon: 'ShopOutlined' },
    page: lazyPage(() => import('./routes/clients-list-page'), 'ClientsListPage'),
  },
  {
    ...clients,
    path: CLIENT_PATHS.register,
    title: 'clients:register.title',
    page: lazyPage(() => import('./routes/client-register-page'), 'ClientRegisterPage'),
  },
  {
    ...clients,
    path: CLIENT_PATHS.edit,
    title: 'clients:edit.title',
    page: lazyPage(() => import('./routes/client-edit-page'), 'ClientEditPage'),
  },
];
