import type { ModuleId } from '@zerg/shared';
import type { ComponentType } from 'react';

export type LayoutName = 'full' | 'vertical' | 'horizontal';

/**
 * Who may open a route: `private` needs a session and the section; `guest` is login-only (a
 * signed-in user is sent to their landing route); `public` is open to everyone (error pages).
 */
export type RouteAccess = 'private' | 'guest' | 'public';

/** Name of an @ant-design/icons component, resolved by `components/app-icon.tsx`. */
export type NavIconName =
  | 'UnorderedListOutlined'
  | 'UserAddOutlined'
  | 'MailOutlined'
  | 'HomeOutlined'
  | 'BellOutlined'
  | 'UserOutlined'
  | 'IdcardOutlined'
  | 'LaptopOutlined'
  | 'DollarOutlined'
  | 'BankOutlined'
  | 'TeamOutlined'
  | 'DeploymentUnitOutlined'
  | 'ShopOutlined'
  | 'CarOutlined'
  | 'FileTextOutlined'
  | 'DashboardOutlined'
  | 'AccountBookOutlined'
  | 'ToolOutlined'
  | 'RiseOutlined'
  | 'AuditOutlined'
  | 'FieldTimeOutlined'
  | 'ExceptionOutlined'
  | 'WalletOutlined'
  | 'SwapOutlined'
  | 'SafetyCertificateOutlined'
  | 'ClusterOutlined'
  | 'CreditCardOutlined'
  | 'FolderOpenOutlined'
  | 'HistoryOutlined'
  | 'NodeIndexOutlined'
  | 'ScheduleOutlined'
  | 'TagsOutlined';

/** A route's lazily loaded page (see `lazyPage`): its code is fetched on the first visit. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** Where a screen appears in its module's side menu (and counts on the module's home card). */
export type ScreenMenu = {
  /** Fully qualified i18n key (`namespace:key`); also the screen's own breadcrumb. */
  titleKey: string;
  icon: NavIconName;
};

/**
 * One screen of the web app, declared once by its feature (`features/<feature>/screens.ts`). The
 * router, the route guard, the side menu, the home cards, the module switch, the landing route,
 * the breadcrumbs and the page title are all derived from these declarations (`app/screens.ts`).
 */
export type Screen = {
  /** `/<module>/<entity>/<screen>[/:param]` (SPEC §2), e.g. `/rrhh/employees/list`. */
  path: string;
  /** Route id, for the routes SPEC §2 names (`zerg-menu`, `users-list`, `auth-login`). */
  routeId?: string;
  /** The section a user must hold (SPEC §2: one per route); `OPEN_SECTION` for everyone. */
  section: number;
  /** The module the screen belongs to: its side menu, its breadcrumb, the current module. */
  module?: ModuleId;
  /** Defaults to `vertical`. */
  layout?: LayoutName;
  /** Defaults to `private`. */
  access?: RouteAccess;
  /** Fully qualified i18n key of the page title. */
  title: string;
  /** Present when the screen is listed in its module's side menu, in declaration order. */
  menu?: ScreenMenu;
  /** Path of the screen this one is opened from; its breadcrumb precedes this screen's. */
  parent?: string;
  /** Hides the side menu while the screen is shown (SPEC §2: personal attendance, driver). */
  hideSideMenu?: boolean;
  page: LazyPage;
};

/**
 * A path that only sends elsewhere (a module's root, a screen's former address). `to` may use the
 * same `:params` as `from`; the query string is kept.
 */
export type ScreenRedirect = { from: string; to: string };
