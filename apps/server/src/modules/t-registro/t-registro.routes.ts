import { SECTION_IDS, ZTRegistroBody, ZTRegistroPreview } from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import type { TRegistroService } from './t-registro.service.ts';

/**
 * T-Registro import files (section 8, employees: the section that holds the employee record; the
 * service refuses a holder limited to one area).
 */
export const tRegistroRoutes =
  (service: TRegistroService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['t-registro'];
    const hr = { access: sections(SECTION_IDS.EMPLOYEES) };
    app.post(
      '/rrhh/t-registro/preview',
      { config: hr, schema: { tags, body: ZTRegistroBody, response: answers(ZTRegistroPreview) } },
      (req) => service.preview(actorOf(req), req.body),
    );
    app.post(
      '/rrhh/t-registro/download',
      { config: hr, schema: { tags, body: ZTRegistroBody } },
      async (req, reply) => {
        const file = await service.download(actorOf(req), req.body);
        return sendFile(reply, file);
      },
    );
  };
