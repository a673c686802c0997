import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const SETTINGS_PATHS = {
  email: '/settings/general/email',
  security: '/settings/general/security',
} as const;

export const SETTINGS_SCREENS: readonly Screen[] = [
  {
    path: SETTINGS_PATHS.email,
    section: SECTION_IDS.SETTINGS_GENERAL,
    module: MODULE_IDS.SETTINGS,
    title: 'settings:email.title',
    menu: { titleKey: 'common:nav.settingsEmail', icon: 'MailOutlined' },
    page: lazyPage(() => import('./routes/email-settings-page'), 'EmailSettingsPage'),
  },
  {
    path: SETTINGS_PATHS.security,
    section: SECTION_IDS.SETTINGS_GENERAL,
    module: MODULE_IDS.SETTINGS,
    title: 'second-factor:settings.title',
    menu: { titleKey: 'common:nav.settingsSecurity', icon: 'SafetyCertificateOutlined' },
    page: lazyPage(() => import('./routes/security-settings-page'), 'SecuritySettingsPage'),
  },
];
