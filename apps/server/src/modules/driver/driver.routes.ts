import {
  DRIVER_RECEIPT_MAX_BYTES,
  DRIVER_RECEIPT_TYPES,
  languageFromHeader,
  SECTION_IDS,
  ZDriverChangeStateBody,
  ZDriverCommentBody,
  ZDriverInformation,
  ZDriverMonth,
  ZDriverMonthBody,
  ZDriverReceipt,
  ZDriverTrip,
  ZDriverTripListQuery,
  ZDriverTripListResponse,
  ZId,
  ZIdBody,
  ZOk,
  ZTripReceipts,
  ZTripReceiptsBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { readUpload } from '../../platform/files/upload.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import type { DriverService } from './driver.service.ts';

const RECEIPT_UPLOAD = { maxBytes: DRIVER_RECEIPT_MAX_BYTES, types: DRIVER_RECEIPT_TYPES } as const;

/** The trip a receipt is for: the multipart field `travel_order_id`, sent before the file. */
const tripOfUpload = (fields: Record<string, string>) => {
  const parsed = ZId.safeParse(fields.travel_order_id);
  if (!parsed.success) throw badRequest('VALIDATION_ERROR', { travel_order_id: ['validation.required'] });
  return parsed.data;
};

/**
 * The driver's phone (module 11): SPEC §7's get-information-driver, their own trips and their
 * moves (section 18), and their month of attendance (section 16). The viatics tab is served by
 * the viatics module (`/driver/viatic/list`).
 */
export const driverRoutes =
  (driver: DriverService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['driver'];
    const dashboard = { access: sections(SECTION_IDS.DRIVER_DASHBOARD) };
    const either = { access: sections(SECTION_IDS.DRIVER_DASHBOARD, SECTION_IDS.DRIVER_ATTENDANCE) };
    const attendance = { access: sections(SECTION_IDS.DRIVER_ATTENDANCE) };

    app.post(
      '/driver/get-information-driver',
      { config: either, schema: { tags, response: answers(ZDriverInformation) } },
      (req) => driver.information(actorOf(req)),
    );
    app.post(
      '/driver/travel-order/list',
      {
        config: dashboard,
        schema: { tags, body: ZDriverTripListQuery, response: answers(ZDriverTripListResponse) },
      },
      (req) => driver.list(actorOf(req), req.body),
    );
    app.post(
      '/driver/travel-order/get',
      { config: dashboard, schema: { tags, body: ZIdBody, response: answers(ZDriverTrip) } },
      (req) => driver.get(actorOf(req), req.body.id),
    );
    app.post(
      '/driver/travel-order/change-state',
      { config: dashboard, schema: { tags, body: ZDriverChangeStateBody, response: answers(ZDriverTrip) } },
      (req) => driver.changeState(actorOf(req), req.body),
    );
    app.post(
      '/driver/travel-order/despatch/pdf',
      { config: dashboard, schema: { tags, body: ZIdBody } },
      async (req, reply) => {
        const { pdf, fileName } = await driver.despatchPdf(
          actorOf(req),
          req.body.id,
          languageFromHeader(req.headers['accept-language']),
        );
        return sendFile(reply, { fileName, mime: 'application/pdf', content: pdf });
      },
    );
    app.post(
      '/driver/travel-order/receipt',
      {
        config: dashboard,
        schema: { tags, consumes: ['multipart/form-data'], response: answers(ZDriverReceipt) },
      },
      async (req) => {
        const upload = await readUpload(req, RECEIPT_UPLOAD);
        return driver.uploadReceipt(actorOf(req), tripOfUpload(upload.fields), upload);
      },
    );
    app.get(
      '/driver/travel-order/receipt/:id',
      { config: dashboard, schema: { tags, params: z.object({ id: ZId }) } },
      async (req, reply) => {
        const file = await driver.receipt(actorOf(req), req.params.id);
        return sendFile(reply, file, { inline: true });
      },
    );
    const operations = {
      access: sections(SECTION_IDS.TRAVEL_ORDERS, SECTION_IDS.DOCUMENTARY_SETTLEMENTS),
    };
    app.post(
      '/operations/travel-order/receipt/list',
      { config: operations, schema: { tags, body: ZTripReceiptsBody, response: answers(ZTripReceipts) } },
      (req) => driver.tripReceipts(req.body.travelOrderId),
    );
    app.get(
      '/operations/travel-order/receipt/:id',
      { config: operations, schema: { tags, params: z.object({ id: ZId }) } },
      async (req, reply) => {
        const file = await driver.tripReceipt(req.params.id);
        return sendFile(reply, file, { inline: true });
      },
    );
    app.post(
      '/driver/comment',
      { config: dashboard, schema: { tags, body: ZDriverCommentBody, response: answers(ZOk) } },
      (req) => driver.comment(actorOf(req), req.body),
    );
    app.post(
      '/driver/attendance/month',
      { config: attendance, schema: { tags, body: ZDriverMonthBody, response: answers(ZDriverMonth) } },
      (req) => driver.month(actorOf(req), req.body.year, req.body.month),
    );
  };
