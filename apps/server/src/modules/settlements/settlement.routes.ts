import {
  languageFromHeader,
  SECTION_IDS,
  ZIdBody,
  ZSettlement,
  ZSettlementLineBody,
  ZSettlementListQuery,
  ZSettlementListResponse,
  ZSettlementTripBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { answers } from '../../platform/http/responses.ts';
import type { SettlementService } from './settlement.service.ts';

/** Documentary settlements (section 34): operations only; treasury learns of a closing by notification. */
export const settlementRoutes =
  (service: SettlementService): FastifyPluginAsyncZod =>
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
      sendXlsx(
        reply,
        'documentary-settlements',
        await service.export(req.body, languageFromHeader(req.headers['accept-language'])),
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
  };
