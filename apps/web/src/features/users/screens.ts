import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { generatePath } from 'react-router';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const USER_PATHS = {
  list: '/users/list',
  register: '/users/register',
  edit: '/users/edit/:id',
} as const;

export const userEditPath = (id: number): string => generatePath(USER_PATHS.edit, { id: String(id) });

const users = { section: SECTION_IDS.USERS, module: MODULE_IDS.USERS } as const;

export const USERS_SCREENS: readonly Screen[] = [
  {
    ...users,
    path: USER_PATHS.list,
    routeId: 'users-list',
    title: 'users:list.title',
    menu: { titleKey: 'common:nav.usersList', icon: 'UnorderedListOutlined' },
    page: lazyPage(() => import('./routes/users-list-page'), 'UsersListPage'),
  },
  {
    ...users,
    path: USER_PATHS.register,
    title: 'users:register.title',
    menu: { titleKey: 'common:nav.usersRegister', icon: 'UserAddOutlined' },
    page: lazyPage(() => import('./routes/user-register-page'), 'UserRegisterPage'),
  },
  {
    ...users,
    path: USER_PATHS.edit,
    title: 'users:edit.title',
    page: lazyPage(() => import('./routes/user-edit-page'), 'UserEditPage'),
  },
];
