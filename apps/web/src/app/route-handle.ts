import type { ModuleId } from '@zerg/shared';
import type { LayoutName, RouteAccess } from '../lib/screen';

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
