import {
  SECTION_IDS,
  ZEDocumentDetail,
  ZEDocumentIdParams,
  ZEDocumentListQuery,
  ZEDocumentListResponse,
  ZIdBody,
  ZSunatCredentialsAnswer,
  ZSunatCredentialsBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import type { EDocumentService } from './electronic-document.service.ts';
import type { SunatCredentialsService } from './sunat-credentials.service.ts';

export type EDocumentServices = { credentials: SunatCredentialsService; documents: EDocumentService };

/** Settings › Companies' SUNAT credentials, and the electronic documents' list, files and resend. */
export const eDocumentRoutes =
  ({ credentials, documents }: EDocumentServices): FastifyPluginAsyncZod =>
  async (app) => {
    const company = { access: sections(SECTION_IDS.COMPANIES) };
    const settingsTags = ['organisation'];
    app.post(
      '/setting/company/sunat/get',
      {
        config: company,
        schema: { tags: settingsTags, body: ZIdBody, response: answers(ZSunatCredentialsAnswer) },
      },
      (req) => credentials.get(req.body.id),
    );
    app.post(
      '/setting/company/sunat/update',
      {
        config: company,
        schema: {
          tags: settingsTags,
          body: ZSunatCredentialsBody,
          response: answers(ZSunatCredentialsAnswer),
        },
      },
      (req) => credentials.save(actorOf(req), req.body),
    );
    app.post(
      '/setting/company/sunat/remove',
      {
        config: company,
        schema: { tags: settingsTags, body: ZIdBody, response: answers(ZSunatCredentialsAnswer) },
      },
      (req) => credentials.remove(actorOf(req), req.body.id),
    );

    // Sales documents' section sees facturas, boletas, notes and bajas; travel orders' the GRE.
    const config = { access: sections(SECTION_IDS.SALES_DOCUMENTS, SECTION_IDS.TRAVEL_ORDERS) };
    const tags = ['e-documents'];
    app.post(
      '/e-documents/list',
      { config, schema: { tags, body: ZEDocumentListQuery, response: answers(ZEDocumentListResponse) } },
      (req) => documents.list(actorOf(req), req.body),
    );
    app.get(
      '/e-documents/:id',
      { config, schema: { tags, params: ZEDocumentIdParams, response: answers(ZEDocumentDetail) } },
      (req) => documents.get(actorOf(req), req.params.id),
    );
    app.get(
      '/e-documents/:id/xml',
      { config, schema: { tags, params: ZEDocumentIdParams } },
      async (req, reply) => sendFile(reply, await documents.xml(actorOf(req), req.params.id)),
    );
    app.get(
      '/e-documents/:id/cdr',
      { config, schema: { tags, params: ZEDocumentIdParams } },
      async (req, reply) => sendFile(reply, await documents.cdr(actorOf(req), req.params.id)),
    );
    app.post(
      '/e-documents/resend',
      { config, schema: { tags, body: ZIdBody, response: answers(ZEDocumentDetail) } },
      (req) => documents.resend(actorOf(req), req.body.id),
    );
  };
