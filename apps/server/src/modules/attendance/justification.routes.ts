import {
  JUSTIFICATION_FILE_MAX_BYTES,
  languageFromHeader,
  SECTION_IDS,
  ZId,
  ZIdBody,
  ZJustification,
  ZJustificationDecideBody,
  ZJustificationListQuery,
  ZJustificationListResponse,
  ZJustificationRoles,
} from '@zerg/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN, sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { readMultipartForm } from '../../platform/files/upload.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import type { JustificationForm, JustificationService } from './justification.service.ts';

/** The text fields and the optional file of a multipart justification form. */
const readForm = (req: FastifyRequest): Promise<JustificationForm> =>
  readMultipartForm(req, { maxBytes: JUSTIFICATION_FILE_MAX_BYTES, missingField: 'workDate' });

/**
 * Justifications: the employee's own (self-service, section 0), the chiefs' decisions (section 0,
 * the service checks the area) and HR's list and decisions (payroll, section 14).
 */
export const justificationRoutes =
  (justifications: JustificationService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['justifications'];
    const hr = { access: sections(SECTION_IDS.PAYROLL) };
    const self = { access: SIGNED_IN };
    const hrBase = '/rrhh/justification';
    const selfBase = '/attendance/justification';

    app.post(
      `${hrBase}/list`,
      {
        config: hr,
        schema: { tags, body: ZJustificationListQuery, response: answers(ZJustificationListResponse) },
      },
      (req) => justifications.list(actorOf(req), req.body),
    );
    app.post(
      `${hrBase}/export`,
      { config: hr, schema: { tags, body: ZJustificationListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await justifications.export(
            actorOf(req),
            req.body,
            languageFromHeader(req.headers['accept-language']),
          ),
        ),
    );
    app.post(
      `${hrBase}/decide-hr`,
      { config: hr, schema: { tags, body: ZJustificationDecideBody, response: answers(ZJustification) } },
      (req) => justifications.decideHr(actorOf(req), req.body),
    );

    app.post(
      `${selfBase}/roles`,
      { config: self, schema: { tags, response: answers(ZJustificationRoles) } },
      (req) => justifications.roles(actorOf(req)),
    );
    app.post(
      `${selfBase}/mine`,
      {
        config: self,
        schema: { tags, body: ZJustificationListQuery, response: answers(ZJustificationListResponse) },
      },
      (req) => justifications.mine(actorOf(req), req.body),
    );
    app.post(
      `${selfBase}/team`,
      {
        config: self,
        schema: { tags, body: ZJustificationListQuery, response: answers(ZJustificationListResponse) },
      },
      (req) => justifications.team(actorOf(req), req.body),
    );
    app.post(
      `${selfBase}/get`,
      { config: self, schema: { tags, body: ZIdBody, response: answers(ZJustification) } },
      (req) => justifications.get(actorOf(req), req.body.id),
    );
    app.post(
      `${selfBase}/create`,
      {
        config: self,
        schema: { tags, consumes: ['multipart/form-data'], response: answers(ZJustification) },
      },
      async (req) => justifications.create(actorOf(req), await readForm(req)),
    );
    app.post(
      `${selfBase}/decide-chief`,
      { config: self, schema: { tags, body: ZJustificationDecideBody, response: answers(ZJustification) } },
      (req) => justifications.decideChief(actorOf(req), req.body),
    );
    app.get(
      `${selfBase}/file/:id`,
      { config: self, schema: { tags, params: z.object({ id: ZId }) } },
      async (req, reply) => {
        const file = await justifications.file(actorOf(req), req.params.id);
        return sendFile(reply, file, { inline: true });
      },
    );
  };
