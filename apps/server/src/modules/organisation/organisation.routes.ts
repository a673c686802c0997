import {
  languageFromHeader,
  SECTION_IDS,
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
import { registerMasterDataRoutes } from '../../platform/master-data/master-data-routes.ts';
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
    registerMasterDataRoutes(app, {
      base: '/setting/company',
      tags,
      access: company.access,
      shape: 'set-active',
      exportName: 'companies',
      schemas: {
        query: ZCompanyListQuery,
        list: ZCompanyListResponse,
        create: ZCompanyBody,
        update: ZCompanyUpdateBody,
        row: ZCompany,
      },
      handlers: companies,
    });
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

    // ---- areas and roles
    const rolesAreasAccess = {
      tags,
      access: sections(SECTION_IDS.ROLES_AREAS),
      shape: 'set-active',
    } as const;
    registerMasterDataRoutes(app, {
      ...rolesAreasAccess,
      base: '/setting/area',
      exportName: 'areas',
      schemas: {
        query: ZAreaListQuery,
        list: ZAreaListResponse,
        create: ZAreaBody,
        update: ZAreaUpdateBody,
        row: ZAreaItem,
      },
      handlers: rolesAreas.areas,
    });
    registerMasterDataRoutes(app, {
      ...rolesAreasAccess,
      base: '/setting/role',
      exportName: 'roles',
      schemas: {
        query: ZRoleListQuery,
        list: ZRoleListResponse,
        create: ZRoleBody,
        update: ZRoleUpdateBody,
        row: ZRoleItem,
      },
      handlers: rolesAreas.roles,
    });

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
