import {
  languageFromHeader,
  SECTION_IDS,
  ZIdBody,
  ZSettlement,
  ZSettlementLineBody,
  ZSettlementLineScanListBody,
  ZSettlementLineScans,
  ZSettlementListQuery,
  ZSettlementListResponse,
  ZSettlementTripBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { readUpload } from '../../platform/files/upload.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import type { SettlementService } from './settlement.service.ts';
import {
  SETTLEMENT_LINE_SCAN_UPLOAD,
  type SettlementLineScanService,
} from './settlement-line-scan.service.ts';

/** Documentary settlements (section 34): operations only; treasury learns of a closing by notification. */
export const settlementRoutes =
  (service: SettlementService, scans: SettlementLineScanService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['settlements'];
    const config = { access: sections(SECTION_IDS.DOCUMENTARY_SETTLEMENTS) };
    const base = '/operations/documentary-settlement';
    const one = answers(ZSettlement);
    app.post(
      `${base}/list`,
      { config, schema: { tags, body: ZSettlementListQuery, response: answers(ZSettlementListResponse) } },
      (req) => service.list(req.body),
    );
    app.post(`${base}/export`, { config, schema: { tags, body: ZSettlementListQuery } }, async (req, reply) =>
      sendExport(
        reply,
        await service.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
      ),
    );
    app.post(`${base}/get`, { config, schema: { tags, body: ZSettlementTripBody, response: one } }, (req) =>
      service.get(req.body.travelOrderId),
    );
    app.post(
      `${base}/add-line`,
      { config, schema: { tags, body: ZSettlementLineBody, response: one } },
      (req) => service.addLine(actorOf(req), req.body),
    );
    app.post(`${base}/remove-line`, { config, schema: { tags, body: ZIdBody, response: one } }, (req) =>
      service.removeLine(actorOf(req), req.body.id),
    );
    app.post(`${base}/close`, { config, schema: { tags, body: ZSettlementTripBody, response: one } }, (req) =>
      service.close(actorOf(req), req.body.travelOrderId),
    );

    // Receipt scans of a line: refused (409) once the settlement is closed.
    const lineScans = answers(ZSettlementLineScans);
    app.post(
      `${base}/line-scan/list`,
      { config, schema: { tags, body: ZSettlementLineScanListBody, response: lineScans } },
      (req) => scans.list(req.body.lineId),
    );
    app.post(
      `${base}/line-scan/upload`,
      { config, schema: { tags, consumes: ['multipart/form-data'], response: lineScans } },
      async (req) => scans.upload(actorOf(req), await readUpload(req, SETTLEMENT_LINE_SCAN_UPLOAD)),
    );
    app.get(
      `${base}/line-scan/:scan_id`,
      {
        config,
        schema: {
          tags,
          params: z.object({ scan_id: z.coerce.number().int().positive().max(2_147_483_647) }),
        },
      },
      async (req, reply) => {
        const file = await scans.download(req.params.scan_id);
        return sendFile(reply, file);
      },
    );
    app.post(
      `${base}/line-scan/remove`,
      { config, schema: { tags, body: ZIdBody, response: lineScans } },
      (req) => scans.remove(actorOf(req), req.body.id),
    );
  };
