import type { ModuleId } from '@zerg/shared';

export type LayoutName = 'full' | 'vertical' | 'horizontal';

/**
 * Who may open a route: `private` needs a session and the section; `guest` is login-only (a
 * signed-in user is sent to their landing route); `public` is open to everyone (error pages).
 */
export type RouteAccess = 'private' | 'guest' | 'public';

export type BreadcrumbEntry = {
  /** Fully qualified i18n key (`namespace:key`). */
  titleKey: string;
  path?: string;
};

/** The `handle` every route declares (SPEC §2: one section per route, a module where relevant). */
export type RouteHandle = {
  section: number;
  module?: ModuleId;
  layout?: LayoutName;
  access?: RouteAccess;
  /** Fully qualified i18n key of the page title. */
  title: string;
  breadcrumb: readonly BreadcrumbEntry[];
  hideSideMenu?: boolean;
};

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { section?: unknown }).section === 'number' &&
  typeof (value as { title?: unknown }).title === 'string';
