import { Layout } from 'antd';
import { Link, Outlet } from 'react-router';
import { Brand } from '../../components/brand';
import { HOME_PATH } from '../../lib/access';
import { AppFooter } from './footer';
import { NavbarActions } from './navbar-actions';

/** Top bar with the brand and the navbar actions, no side menu (the module menu page). */
export const HorizontalShell = () => (
  <Layout className="horizontal-layout">
    <header className="floating-navbar horizontal-navbar" data-testid="navbar">
      <Link to={HOME_PATH}>
        <Brand />
      </Link>
      <NavbarActions />
    </header>
    <Layout.Content className="app-content horizontal-content">
      <Outlet />
    </Layout.Content>
    <div className="horizontal-footer">
      <AppFooter />
    </div>
  </Layout>
);
