import {
  ZOption,
  ZZoneEdit,
  ZZoneListQuery,
  ZZoneListResponse,
  ZZoneRegisterBody,
  ZZoneUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMasterDataRoutes } from '../../platform/master-data/master-data-routes.ts';
import { SECTION_29_ROUTES } from './master-data.ts';
import type { ZoneService } from './zone.service.ts';

/** Zones of Peru made of departments and provinces (section 29). */
export const zoneRoutes =
  (service: ZoneService): FastifyPluginAsyncZod =>
  async (app) =>
    registerMasterDataRoutes(app, {
      ...SECTION_29_ROUTES,
      base: '/setting/zone',
      exportName: 'zones',
      schemas: {
        query: ZZoneListQuery,
        list: ZZoneListResponse,
        create: ZZoneRegisterBody,
        update: ZZoneUpdateBody,
        row: ZZoneEdit,
        option: ZOption,
      },
      handlers: service,
    });
