import {
  languageFromHeader,
  SECTION_IDS,
  ZDriverViaticListQuery,
  ZIdBody,
  ZOk,
  ZViatic,
  ZViaticCreateBody,
  ZViaticListQuery,
  ZViaticListResponse,
  ZViaticRate,
  ZViaticRateCreateBody,
  ZViaticRateListQuery,
  ZViaticRateListResponse,
  ZViaticRateUpdateBody,
  ZViaticRejectBody,
  ZViaticRole,
  ZViaticTracking,
  ZViaticTrackingBody,
  ZViaticUpdateBody,
  ZViaticZonesQuery,
  ZViaticZonesResponse,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { ViaticService } from './viatic.service.ts';
import type { ViaticRateService } from './viatic-rate.service.ts';

/**
 * Viatics (section 6) under `/rrhh/viatic`, the tracking path of SPEC §7, the driver's own list
 * (section 16) and the zones' daily rates in payroll settings (section 17).
 */
export const viaticRoutes =
  (viatics: ViaticService, rates: ViaticRateService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['viatics'];
    const hr = { access: sections(SECTION_IDS.VIATICS) };
    const base = '/rrhh/viatic';
    const lang = (req: { headers: { 'accept-language'?: string } }) =>
      languageFromHeader(req.headers['accept-language']);

    app.post(
      `${base}/list`,
      { config: hr, schema: { tags, body: ZViaticListQuery, response: answers(ZViaticListResponse) } },
      (req) => viatics.list(actorOf(req), req.body),
    );
    app.post(`${base}/export`, { config: hr, schema: { tags, body: ZViaticListQuery } }, async (req, reply) =>
      sendExport(reply, await viatics.export(actorOf(req), req.body, lang(req))),
    );
    app.post(`${base}/my-role`, { config: hr, schema: { tags, response: answers(ZViaticRole) } }, (req) =>
      viatics.myRole(actorOf(req)),
    );
    app.post(
      `${base}/get`,
      { config: hr, schema: { tags, body: ZIdBody, response: answers(ZViatic) } },
      (req) => viatics.get(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/zones`,
      { config: hr, schema: { tags, body: ZViaticZonesQuery, response: answers(ZViaticZonesResponse) } },
      (req) => rates.zones(req.body.date),
    );
    app.post(
      `${base}/create`,
      { config: hr, schema: { tags, body: ZViaticCreateBody, response: answers(ZViatic) } },
      (req) => viatics.create(actorOf(req), req.body, lang(req)),
    );
    app.post(
      `${base}/update`,
      { config: hr, schema: { tags, body: ZViaticUpdateBody, response: answers(ZViatic) } },
      (req) => viatics.update(actorOf(req), req.body, lang(req)),
    );
    app.post(
      `${base}/approve-chief`,
      { config: hr, schema: { tags, body: ZIdBody, response: answers(ZViatic) } },
      (req) => viatics.approveChief(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/approve-hr`,
      { config: hr, schema: { tags, body: ZIdBody, response: answers(ZViatic) } },
      (req) => viatics.approveHr(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/reject`,
      { config: hr, schema: { tags, body: ZViaticRejectBody, response: answers(ZViatic) } },
      (req) => viatics.reject(actorOf(req), req.body),
    );
    app.post(
      '/rrhh/employee/get-employee-viatic-tracking',
      { config: hr, schema: { tags, body: ZViaticTrackingBody, response: answers(ZViaticTracking) } },
      (req) => viatics.tracking(actorOf(req), req.body.employee_id),
    );

    app.post(
      '/driver/viatic/list',
      {
        config: { access: sections(SECTION_IDS.DRIVER_ATTENDANCE) },
        schema: { tags, body: ZDriverViaticListQuery, response: answers(ZViaticListResponse) },
      },
      (req) => viatics.listOwn(actorOf(req), req.body),
    );

    const settings = { access: sections(SECTION_IDS.PAYROLL_SETTINGS) };
    const rateBase = '/setting/viatic-rate';
    app.post(
      `${rateBase}/list`,
      {
        config: settings,
        schema: { tags, body: ZViaticRateListQuery, response: answers(ZViaticRateListResponse) },
      },
      (req) => rates.list(req.body),
    );
    app.post(
      `${rateBase}/export`,
      { config: settings, schema: { tags, body: ZViaticRateListQuery } },
      async (req, reply) => sendExport(reply, await rates.export(actorOf(req), req.body, lang(req))),
    );
    app.post(
      `${rateBase}/zones`,
      {
        config: settings,
        schema: { tags, body: ZViaticZonesQuery, response: answers(ZViaticZonesResponse) },
      },
      (req) => rates.zones(req.body.date),
    );
    app.post(
      `${rateBase}/create`,
      { config: settings, schema: { tags, body: ZViaticRateCreateBody, response: answers(ZViaticRate) } },
      (req) => rates.create(actorOf(req), req.body, lang(req)),
    );
    app.post(
      `${rateBase}/update`,
      { config: settings, schema: { tags, body: ZViaticRateUpdateBody, response: answers(ZViaticRate) } },
      (req) => rates.update(actorOf(req), req.body, lang(req)),
    );
    app.post(
      `${rateBase}/delete`,
      { config: settings, schema: { tags, body: ZIdBody, response: answers(ZOk) } },
      (req) => rates.remove(actorOf(req), req.body.id),
    );
  };
