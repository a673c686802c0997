import {
  languageFromHeader,
  SECTION_IDS,
  ZActiveBody,
  ZAreaAccessBody,
  ZAreaAccessItem,
  ZAreaAccessListQuery,
  ZAreaAccessListResponse,
  ZAreaBody,
  ZAreaItem,
  ZAreaListQuery,
  ZAreaListResponse,
  ZAreaUpdateBody,
  ZCompany,
  ZCompanyBody,
  ZCompanyCertificateAnswer,
  ZCompanyListQuery,
  ZCompanyListResponse,
  ZCompanyUpdateBody,
  ZId,
  ZIdBody,
  ZRoleBody,
  ZRoleItem,
  ZRoleListQuery,
  ZRoleListResponse,
  ZRoleUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { readUpload } from '../../platform/files/upload.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import type { AreaAccessService } from './area-access.service.ts';
import { type CompanyService, LOGO_UPLOAD } from './company.service.ts';
import { CERTIFICATE_UPLOAD, type CompanyCertificateService } from './company-certificate.service.ts';
import type { RolesAreasService } from './roles-areas.service.ts';

export type OrganisationServices = {
  companies: CompanyService;
  certificates: CompanyCertificateService;
  rolesAreas: RolesAreasService;
  areaAccess: AreaAccessService;
};

/** Settings → companies, roles and areas, areas-module. */
export const organisationRoutes =
  ({ companies, certificates, rolesAreas, areaAccess }: OrganisationServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['organisation'];
    const lang = (req: { headers: Record<string, string | string[] | undefined> }) =>
      languageFromHeader(req.headers['accept-language'] as string | undefined);

    // ---- companies
    const company = { access: sections(SECTION_IDS.COMPANIES) };
    app.post(
      '/setting/company/list',
      { config: company, schema: { tags, body: ZCompanyListQuery, response: answers(ZCompanyListResponse) } },
      (req) => companies.list(req.body),
    );
    app.post(
      '/setting/company/export',
      { config: company, schema: { tags, body: ZCompanyListQuery } },
      async (req, reply) => sendXlsx(reply, 'companies', await companies.export(req.body, lang(req))),
    );
    app.post(
      '/setting/company/get',
      { config: company, schema: { tags, body: ZIdBody, response: answers(ZCompany) } },
      (req) => companies.get(req.body.id),
    );
    app.post(
      '/setting/company/create',
      { config: company, schema: { tags, body: ZCompanyBody, response: answers(ZCompany) } },
      (req) => companies.create(actorOf(req), req.body),
    );
    app.post(
      '/setting/company/update',
      { config: company, schema: { tags, body: ZCompanyUpdateBody, response: answers(ZCompany) } },
      (req) => companies.update(actorOf(req), req.body),
    );
    app.post(
      '/setting/company/set-active',
      { config: company, schema: { tags, body: ZActiveBody, response: answers(ZCompany) } },
      (req) => companies.setActive(actorOf(req), req.body),
    );
    app.post(
      '/setting/company/update-logo',
      {
        config: company,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: answers(z.object({ hasLogo: z.boolean() })),
        },
      },
      async (req) => companies.updateLogo(actorOf(req), await readUpload(req, LOGO_UPLOAD)),
    );
    app.get(
      '/setting/company/logo/:company_id',
      { config: company, schema: { tags, params: z.object({ company_id: ZId }) } },
      async (req, reply) =>
        sendFile(
          reply,
          {
            fileName: `logo-${req.params.company_id}.png`,
            mime: 'image/png',
            content: await companies.logo(req.params.company_id),
          },
          { inline: true },
        ),
    );

    // ---- the company's signing certificate: only what identifies it ever leaves
    const certificateAnswer = { tags, response: answers(ZCompanyCertificateAnswer) };
    app.post(
      '/setting/company/certificate/get',
      { config: company, schema: { ...certificateAnswer, body: ZIdBody } },
      (req) => certificates.get(req.body.id),
    );
    app.post(
      '/setting/company/certificate/upload',
      { config: company, schema: { ...certificateAnswer, consumes: ['multipart/form-data'] } },
      async (req) => certificates.upload(actorOf(req), await readUpload(req, CERTIFICATE_UPLOAD)),
    );
    app.post(
      '/setting/company/certificate/remove',
      { config: company, schema: { ...certificateAnswer, body: ZIdBody } },
      (req) => certificates.remove(actorOf(req), req.body.id),
    );

    // ---- areas
    const rolesAreasAccess = { access: sections(SECTION_IDS.ROLES_AREAS) };
    app.post(
      '/setting/area/list',
      {
        config: rolesAreasAccess,
        schema: { tags, body: ZAreaListQuery, response: answers(ZAreaListResponse) },
      },
      (req) => rolesAreas.listAreas(req.body),
    );
    app.post(
      '/setting/area/export',
      { config: rolesAreasAccess, schema: { tags, body: ZAreaListQuery } },
      async (req, reply) => sendXlsx(reply, 'areas', await rolesAreas.exportAreas(req.body, lang(req))),
    );
    app.post(
      '/setting/area/create',
      { config: rolesAreasAccess, schema: { tags, body: ZAreaBody, response: answers(ZAreaItem) } },
      (req) => rolesAreas.createArea(actorOf(req), req.body),
    );
    app.post(
      '/setting/area/update',
      { config: rolesAreasAccess, schema: { tags, body: ZAreaUpdateBody, response: answers(ZAreaItem) } },
      (req) => rolesAreas.updateArea(actorOf(req), req.body),
    );
    app.post(
      '/setting/area/set-active',
      { config: rolesAreasAccess, schema: { tags, body: ZActiveBody, response: answers(ZAreaItem) } },
      (req) => rolesAreas.setAreaActive(actorOf(req), req.body),
    );

    // ---- roles
    app.post(
      '/setting/role/list',
      {
        config: rolesAreasAccess,
        schema: { tags, body: ZRoleListQuery, response: answers(ZRoleListResponse) },
      },
      (req) => rolesAreas.listRoles(req.body),
    );
    app.post(
      '/setting/role/export',
      { config: rolesAreasAccess, schema: { tags, body: ZRoleListQuery } },
      async (req, reply) => sendXlsx(reply, 'roles', await rolesAreas.exportRoles(req.body, lang(req))),
    );
    app.post(
      '/setting/role/create',
      { config: rolesAreasAccess, schema: { tags, body: ZRoleBody, response: answers(ZRoleItem) } },
      (req) => rolesAreas.createRole(actorOf(req), req.body),
    );
    app.post(
      '/setting/role/update',
      { config: rolesAreasAccess, schema: { tags, body: ZRoleUpdateBody, response: answers(ZRoleItem) } },
      (req) => rolesAreas.updateRole(actorOf(req), req.body),
    );
    app.post(
      '/setting/role/set-active',
      { config: rolesAreasAccess, schema: { tags, body: ZActiveBody, response: answers(ZRoleItem) } },
      (req) => rolesAreas.setRoleActive(actorOf(req), req.body),
    );

    // ---- areas-module
    const areasModule = { access: sections(SECTION_IDS.AREAS_MODULE) };
    app.post(
      '/setting/areas-module/list',
      {
        config: areasModule,
        schema: { tags, body: ZAreaAccessListQuery, response: answers(ZAreaAccessListResponse) },
      },
      (req) => areaAccess.list(req.body),
    );
    app.post(
      '/setting/areas-module/export',
      { config: areasModule, schema: { tags, body: ZAreaAccessListQuery } },
      async (req, reply) => sendXlsx(reply, 'areas-module', await areaAccess.export(req.body, lang(req))),
    );
    app.post(
      '/setting/areas-module/update',
      { config: areasModule, schema: { tags, body: ZAreaAccessBody, response: answers(ZAreaAccessItem) } },
      (req) => areaAccess.update(actorOf(req), req.body),
    );
  };
