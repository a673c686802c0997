import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModuleSwitch } from './module-switch';
import { NavbarActions } from './navbar-actions';

export type NavbarProps = {
  menuCollapsed: boolean;
  /** Absent while the screen hides the side menu. */
  onToggleMenu?: () => void;
};

/** The floating navbar of the vertical layout. */
export const Navbar = ({ menuCollapsed, onToggleMenu }: NavbarProps) => {
  const { t } = useTranslation();
  return (
    <header className="floating-navbar" data-testid="navbar">
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        {onToggleMenu && (
          <Button
            type="text"
            icon={menuCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggleMenu}
            aria-label={menuCollapsed ? t('common:navbar.expandMenu') : t('common:navbar.collapseMenu')}
            data-testid="menu-toggle"
          />
        )}
        <ModuleSwitch />
      </Flex>
      <NavbarActions />
    </header>
  );
};
