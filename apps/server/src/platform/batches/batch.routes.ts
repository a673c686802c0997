import { ZDocumentBatch, ZDocumentBatchIdBody, ZDocumentBatchList } from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../access/access.ts';
import { actorOf } from '../auth/current-user.ts';
import { answers } from '../http/responses.ts';
import { sendFile } from '../http/send-file.ts';
import type { BatchRunner } from './batch-runner.ts';

const tags = ['documents'];

/**
 * Progress and archive of a whole-staff document job. Any signed-in user may ask; the runner answers
 * 404 unless they started the batch or hold its kind's section.
 */
export const documentBatchRoutes =
  (runner: BatchRunner): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/documents/batch/get',
      {
        config: { access: SIGNED_IN },
        schema: { tags, body: ZDocumentBatchIdBody, response: answers(ZDocumentBatch) },
      },
      async (req) => runner.get(actorOf(req), req.body.batchId),
    );
    app.post(
      '/documents/batch/mine',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'The batches the signed-in user started in the last 7 days, newest first (at most 20)',
          response: answers(ZDocumentBatchList),
        },
      },
      async (req) => runner.mine(actorOf(req)),
    );
    app.post(
      '/documents/batch/download',
      { config: { access: SIGNED_IN }, schema: { tags, body: ZDocumentBatchIdBody } },
      async (req, reply) => {
        const file = await runner.download(actorOf(req), req.body.batchId);
        return sendFile(reply, file);
      },
    );
  };
