import { Drawer, Grid, Layout } from 'antd';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Brand } from '../../components/brand';
import { HOME_PATH } from '../../lib/access';
import { STORAGE_KEYS } from '../../lib/storage';
import { useStoredItem } from '../../lib/use-stored-item';
import { useRouteHandle } from '../use-route-handle';
import { AppFooter } from './footer';
import { Navbar } from './navbar';
import { RoutePageHeader } from './route-page-header';
import { SideMenu } from './side-menu';

const SIDER_WIDTH = 260;
const SIDER_COLLAPSED_WIDTH = 80;

/** Side menu of the current module, floating navbar, page header, content and footer. */
export const VerticalShell = () => {
  const screens = Grid.useBreakpoint();
  const mobile = screens.lg === false;
  // The menu starts collapsed (SPEC §9) until the user opens it; their choice is remembered.
  const [storedCollapsed, setStoredCollapsed] = useStoredItem(STORAGE_KEYS.menuCollapsed);
  const collapsed = storedCollapsed !== 'false';
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Screens that hide the menu get it back as soon as the user leaves them (SPEC §2).
  const menuHidden = useRouteHandle()?.hideSideMenu === true;

  const toggleMenu = () => {
    if (mobile) setDrawerOpen((open) => !open);
    else setStoredCollapsed(collapsed ? 'false' : 'true');
  };

  return (
    <Layout className="vertical-layout" hasSider={!mobile}>
      {menuHidden ? null : mobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDER_WIDTH}
          styles={{ body: { padding: 0 } }}
          title={<Brand />}
        >
          <SideMenu collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          className="app-sider"
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          theme="light"
          data-testid="sider"
          data-collapsed={collapsed}
        >
          <Link to={HOME_PATH} className="app-sider-brand">
            <Brand compact={collapsed} />
          </Link>
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout className="vertical-layout-main">
        <Navbar
          menuCollapsed={mobile ? !drawerOpen : collapsed}
          onToggleMenu={menuHidden ? undefined : toggleMenu}
        />
        <Layout.Content className="app-content">
          <RoutePageHeader />
          <Outlet />
        </Layout.Content>
        <AppFooter />
      </Layout>
    </Layout>
  );
};
