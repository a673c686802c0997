import { MODULE_IDS, type ModuleId, SECTION_IDS } from '@zerg/shared';

/** Name of an @ant-design/icons component, resolved by `components/app-icon.tsx`. */
export type NavIconName =
  | 'UnorderedListOutlined'
  | 'UserAddOutlined'
  | 'MailOutlined'
  | 'HomeOutlined'
  | 'BellOutlined'
  | 'UserOutlined'
  | 'IdcardOutlined';

/** One screen of the side menu. */
export type NavEntry = {
  path: string;
  /** Fully qualified i18n key (`namespace:key`). */
  titleKey: string;
  section: number;
  icon: NavIconName;
};

export type NavModule = {
  module: ModuleId;
  entries: readonly NavEntry[];
};

/**
 * The screens this web app has built, per module, in menu order. It is the single source for the
 * side menu, the home cards, the module switch and the landing route: a new screen becomes
 * reachable by adding its entry here (and its route in `app/route-table.tsx`).
 */
export const NAV_CATALOGUE: readonly NavModule[] = [
  {
    module: MODULE_IDS.USERS,
    entries: [
      {
        path: '/users/list',
        titleKey: 'common:nav.usersList',
        section: SECTION_IDS.USERS,
        icon: 'UnorderedListOutlined',
      },
      {
        path: '/users/register',
        titleKey: 'common:nav.usersRegister',
        section: SECTION_IDS.USERS,
        icon: 'UserAddOutlined',
      },
    ],
  },
  {
    module: MODULE_IDS.RRHH,
    entries: [
      {
        path: '/rrhh/employees',
        titleKey: 'common:nav.employees',
        section: SECTION_IDS.EMPLOYEES,
        icon: 'IdcardOutlined',
      },
    ],
  },
  {
    module: MODULE_IDS.SETTINGS,
    entries: [
      {
        path: '/settings/general/email',
        titleKey: 'common:nav.settingsEmail',
        section: SECTION_IDS.SETTINGS_GENERAL,
        icon: 'MailOutlined',
      },
    ],
  },
];
