import { languageFromHeader, SECTION_IDS, ZAuditListQuery, ZAuditListResponse } from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { AuditLogService } from './audit-log.service.ts';

export const auditLogRoutes =
  (audit: AuditLogService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['settings'];
    const config = { access: sections(SECTION_IDS.AUDIT_LOG) };
    app.post(
      '/setting/audit/list',
      { config, schema: { tags, body: ZAuditListQuery, response: answers(ZAuditListResponse) } },
      (req) => audit.list(req.body),
    );
    app.post(
      '/setting/audit/export',
      { config, schema: { tags, body: ZAuditListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await audit.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
  };
