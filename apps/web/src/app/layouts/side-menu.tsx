import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppIcon } from '../../components/app-icon';
import { HOME_PATH, permittedEntries } from '../../lib/access';
import { useCurrentModule } from '../../lib/current-module';
import { useNavCatalogue } from '../../lib/nav-catalogue';
import { useSession } from '../../lib/use-session';
import { activeEntryPath } from '../active-entry';

export type SideMenuProps = {
  collapsed: boolean;
  /** Called after an entry is chosen (closes the mobile drawer). */
  onNavigate?: () => void;
};

/** The current module's permitted screens, plus the way back to the module menu. */
export const SideMenu = ({ collapsed, onNavigate }: SideMenuProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { sections } = useSession();
  const { current } = useCurrentModule();
  const catalogue = useNavCatalogue();
  const entries = current ? permittedEntries(current.id, sections ?? [], catalogue) : [];
  const selected = pathname === HOME_PATH ? HOME_PATH : activeEntryPath(pathname, entries);

  const entryItems = entries.map((entry) => ({
    key: entry.path,
    icon: <AppIcon name={entry.icon} />,
    label: (
      <span data-testid={`side-menu-${entry.path.slice(1).replaceAll('/', '-')}`}>{t(entry.titleKey)}</span>
    ),
  }));

  const items: MenuProps['items'] = [
    {
      key: HOME_PATH,
      icon: <AppIcon name="HomeOutlined" />,
      label: <span data-testid="side-menu-home">{t('common:nav.home')}</span>,
    },
    { type: 'divider' as const },
    ...(current && !collapsed
      ? [
          {
            type: 'group' as const,
            key: `module-${current.id}`,
            label: t(`common:modules.${current.key}`, { defaultValue: current.serverName }),
            children: entryItems,
          },
        ]
      : entryItems),
  ];

  return (
    <Menu
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      items={items}
      onClick={({ key }) => {
        void navigate(key);
        onNavigate?.();
      }}
      className="side-menu"
      style={{ borderInlineEnd: 'none' }}
      data-testid="side-menu"
    />
  );
};
