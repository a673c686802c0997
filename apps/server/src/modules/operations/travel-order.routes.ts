import {
  languageFromHeader,
  SECTION_IDS,
  ZHistoryPage,
  ZHistoryQuery,
  ZIdBody,
  ZOption,
  ZServiceOrder,
  ZServiceOrderCreateBody,
  ZServiceOrderListQuery,
  ZServiceOrderListResponse,
  ZServiceOrderPrice,
  ZServiceOrderPriceQuery,
  ZServiceOrderUpdateBody,
  ZTollCost,
  ZTollEstimateQuery,
  ZTravelOrderChangeStateBody,
  ZTravelOrderCreateBody,
  ZTravelOrderDespatch,
  ZTravelOrderDespatchBody,
  ZTravelOrderDespatchCheck,
  ZTravelOrderDetail,
  ZTravelOrderFormOptions,
  ZTravelOrderListQuery,
  ZTravelOrderListResponse,
  ZTravelOrderUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import type { ServiceOrderService } from './service-order.service.ts';
import type { TravelOrderService } from './travel-order.service.ts';

/** Service orders (section 32) and travel orders (section 31) under `/operations/…`. */
export const operationsRoutes =
  (serviceOrders: ServiceOrderService, travelOrders: TravelOrderService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['operations'];
    const lang = (req: { headers: { 'accept-language'?: string } }) =>
      languageFromHeader(req.headers['accept-language']);

    const so = { access: sections(SECTION_IDS.SERVICE_ORDERS) };
    const soBase = '/operations/service-order';
    app.post(
      `${soBase}/list`,
      {
        config: so,
        schema: { tags, body: ZServiceOrderListQuery, response: answers(ZServiceOrderListResponse) },
      },
      (req) => serviceOrders.list(req.body),
    );
    app.post(
      `${soBase}/export`,
      { config: so, schema: { tags, body: ZServiceOrderListQuery } },
      async (req, reply) => sendExport(reply, await serviceOrders.export(actorOf(req), req.body, lang(req))),
    );
    app.post(
      `${soBase}/get`,
      { config: so, schema: { tags, body: ZIdBody, response: answers(ZServiceOrder) } },
      (req) => serviceOrders.get(req.body.id),
    );
    app.post(
      `${soBase}/delivery-points`,
      { config: so, schema: { tags, body: ZIdBody, response: answers(z.array(ZOption)) } },
      (req) => serviceOrders.deliveryPoints(req.body.id),
    );
    app.post(
      `${soBase}/price`,
      { config: so, schema: { tags, body: ZServiceOrderPriceQuery, response: answers(ZServiceOrderPrice) } },
      (req) => serviceOrders.price(req.body),
    );
    app.post(
      `${soBase}/create`,
      { config: so, schema: { tags, body: ZServiceOrderCreateBody, response: answers(ZServiceOrder) } },
      (req) => serviceOrders.create(actorOf(req), req.body),
    );
    app.post(
      `${soBase}/update`,
      { config: so, schema: { tags, body: ZServiceOrderUpdateBody, response: answers(ZServiceOrder) } },
      (req) => serviceOrders.update(actorOf(req), req.body),
    );
    app.post(
      `${soBase}/cancel`,
      { config: so, schema: { tags, body: ZIdBody, response: answers(ZServiceOrder) } },
      (req) => serviceOrders.cancel(actorOf(req), req.body.id),
    );

    const to = { access: sections(SECTION_IDS.TRAVEL_ORDERS) };
    const toBase = '/operations/travel-order';
    app.post(
      `${toBase}/list`,
      {
        config: to,
        schema: { tags, body: ZTravelOrderListQuery, response: answers(ZTravelOrderListResponse) },
      },
      (req) => travelOrders.list(req.body),
    );
    app.post(
      `${toBase}/export`,
      { config: to, schema: { tags, body: ZTravelOrderListQuery } },
      async (req, reply) => sendExport(reply, await travelOrders.export(actorOf(req), req.body, lang(req))),
    );
    app.post(
      `${toBase}/history/list`,
      { config: to, schema: { tags, body: ZHistoryQuery, response: answers(ZHistoryPage) } },
      (req) => travelOrders.history(req.body),
    );
    app.post(
      `${toBase}/get`,
      { config: to, schema: { tags, body: ZIdBody, response: answers(ZTravelOrderDetail) } },
      (req) => travelOrders.get(req.body.id),
    );
    app.post(
      `${toBase}/form-options`,
      { config: to, schema: { tags, response: answers(ZTravelOrderFormOptions) } },
      () => travelOrders.formOptions(),
    );
    app.post(
      `${toBase}/toll-estimate`,
      { config: to, schema: { tags, body: ZTollEstimateQuery, response: answers(ZTollCost) } },
      (req) => travelOrders.tollEstimate(req.body),
    );
    app.post(
      `${toBase}/create`,
      { config: to, schema: { tags, body: ZTravelOrderCreateBody, response: answers(ZTravelOrderDetail) } },
      (req) => travelOrders.create(actorOf(req), req.body),
    );
    app.post(
      `${toBase}/update`,
      { config: to, schema: { tags, body: ZTravelOrderUpdateBody, response: answers(ZTravelOrderDetail) } },
      (req) => travelOrders.update(actorOf(req), req.body),
    );
    app.post(
      `${toBase}/change-state`,
      {
        config: to,
        schema: { tags, body: ZTravelOrderChangeStateBody, response: answers(ZTravelOrderDetail) },
      },
      (req) => travelOrders.changeState(actorOf(req), req.body),
    );
    app.post(
      `${toBase}/despatch/get`,
      { config: to, schema: { tags, body: ZIdBody, response: answers(ZTravelOrderDespatch) } },
      (req) => travelOrders.despatch(req.body.id),
    );
    app.post(
      `${toBase}/despatch/save`,
      {
        config: to,
        schema: { tags, body: ZTravelOrderDespatchBody, response: answers(ZTravelOrderDespatch) },
      },
      (req) => travelOrders.saveDespatch(actorOf(req), req.body),
    );
    app.post(
      `${toBase}/despatch/check`,
      { config: to, schema: { tags, body: ZIdBody, response: answers(ZTravelOrderDespatchCheck) } },
      (req) => travelOrders.checkDespatch(req.body.id),
    );
    app.post(
      `${toBase}/despatch/pdf`,
      { config: to, schema: { tags, body: ZIdBody } },
      async (req, reply) => {
        const { pdf, fileName } = await travelOrders.despatchPdf(req.body.id, lang(req));
        return sendFile(reply, { fileName, mime: 'application/pdf', content: pdf });
      },
    );
    app.post(`${toBase}/pdf`, { config: to, schema: { tags, body: ZIdBody } }, async (req, reply) => {
      const { pdf, fileName } = await travelOrders.pdf(req.body.id, lang(req));
      return sendFile(reply, { fileName, mime: 'application/pdf', content: pdf });
    });
  };
