import {
  ZOption,
  ZRouteCodeEdit,
  ZRouteCodeListQuery,
  ZRouteCodeListResponse,
  ZRouteCodeRegisterBody,
  ZRouteCodeUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMasterDataRoutes } from '../../platform/master-data/master-data-routes.ts';
import { SECTION_29_ROUTES } from './master-data.ts';
import type { RouteCodeService } from './route-code.service.ts';

/** The catalogue of route codes (section 29). */
export const routeCodeRoutes =
  (service: RouteCodeService): FastifyPluginAsyncZod =>
  async (app) =>
    registerMasterDataRoutes(app, {
      ...SECTION_29_ROUTES,
      base: '/setting/route-code',
      exportName: 'route-codes',
      schemas: {
        query: ZRouteCodeListQuery,
        list: ZRouteCodeListResponse,
        create: ZRouteCodeRegisterBody,
        update: ZRouteCodeUpdateBody,
        row: ZRouteCodeEdit,
        option: ZOption,
      },
      handlers: service,
    });
