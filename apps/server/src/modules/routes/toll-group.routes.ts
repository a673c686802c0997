import {
  ZTollGroupEdit,
  ZTollGroupListQuery,
  ZTollGroupListResponse,
  ZTollGroupOption,
  ZTollGroupRegisterBody,
  ZTollGroupUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMasterDataRoutes } from '../../platform/master-data/master-data-routes.ts';
import { SECTION_29_ROUTES } from './master-data.ts';
import type { TollGroupService } from './toll-group.service.ts';

/** Toll groups: the booths of a stretch of road, in order (section 29). */
export const tollGroupRoutes =
  (service: TollGroupService): FastifyPluginAsyncZod =>
  async (app) =>
    registerMasterDataRoutes(app, {
      ...SECTION_29_ROUTES,
      base: '/setting/toll-group',
      exportName: 'toll-groups',
      schemas: {
        query: ZTollGroupListQuery,
        list: ZTollGroupListResponse,
        create: ZTollGroupRegisterBody,
        update: ZTollGroupUpdateBody,
        row: ZTollGroupEdit,
        option: ZTollGroupOption,
      },
      handlers: service,
    });
