import { SECTION_IDS, ZCampusList, ZModuleList, ZRoleList } from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { answers } from '../../platform/http/responses.ts';
import type { CatalogService } from './catalog.service.ts';

export const catalogRoutes =
  (catalog: CatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['catalog'];
    const access = sections(SECTION_IDS.USERS, SECTION_IDS.ROLES_AREAS);
    // The areas-module screen picks from the same module tree.
    const moduleAccess = sections(SECTION_IDS.USERS, SECTION_IDS.ROLES_AREAS, SECTION_IDS.AREAS_MODULE);
    // Employees' job details name a campus too.
    const campusAccess = sections(SECTION_IDS.USERS, SECTION_IDS.ROLES_AREAS, SECTION_IDS.EMPLOYEES);
    app.get('/role/list', { config: { access }, schema: { tags, response: answers(ZRoleList) } }, () =>
      catalog.roles(),
    );
    app.get(
      '/campus/list',
      {
        config: { access: campusAccess },
        schema: { tags, response: answers(ZCampusList) },
      },
      () => catalog.campuses(),
    );
    app.get(
      '/module/list',
      { config: { access: moduleAccess }, schema: { tags, response: answers(ZModuleList) } },
      () => catalog.modules(),
    );
  };
