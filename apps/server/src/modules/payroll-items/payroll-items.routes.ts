import {
  type DiscountOrigin,
  languageFromHeader,
  SECTION_IDS,
  ZAdvance,
  ZAdvanceBody,
  ZAdvanceListQuery,
  ZAdvanceListResponse,
  ZAdvancePayBody,
  ZBonusGrant,
  ZBonusGrantBody,
  ZBonusGrantListQuery,
  ZBonusGrantListResponse,
  ZBonusGrantUpdateBody,
  ZDiscount,
  ZDiscountBody,
  ZDiscountListQuery,
  ZDiscountListResponse,
  ZDiscountQuotaList,
  ZDiscountUpdateBody,
  ZIdBody,
  ZOk,
  ZQuincenaBody,
  ZQuincenaResult,
  ZReasonBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { PayrollAdvanceService } from './payroll-advance.service.ts';
import type { PayrollBonusGrantService } from './payroll-bonus-grant.service.ts';
import type { PayrollDiscountService } from './payroll-discount.service.ts';

type Services = {
  discounts: PayrollDiscountService;
  advances: PayrollAdvanceService;
  bonuses: PayrollBonusGrantService;
};

/**
 * Payroll items. Under `/rrhh/payroll/…` only section 14 (payroll) holders; the workshop's
 * discounts under `/workshop/discount/…` for section 21, which register and read workshop damage
 * and shortages and never decide.
 */
export const payrollItemRoutes =
  ({ discounts, advances, bonuses }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const payroll = { access: sections(SECTION_IDS.PAYROLL) };
    const workshop = { access: sections(SECTION_IDS.WORKSHOP_DISCOUNTS) };

    const discountRoutes = (base: string, origin: DiscountOrigin, config: typeof payroll, tags: string[]) => {
      app.post(
        `${base}/list`,
        { config, schema: { tags, body: ZDiscountListQuery, response: answers(ZDiscountListResponse) } },
        (req) => discounts.list(actorOf(req), origin, req.body),
      );
      app.post(`${base}/export`, { config, schema: { tags, body: ZDiscountListQuery } }, async (req, reply) =>
        sendExport(
          reply,
          await discounts.export(
            actorOf(req),
            origin,
            req.body,
            languageFromHeader(req.headers['accept-language']),
          ),
        ),
      );
      app.post(
        `${base}/get`,
        { config, schema: { tags, body: ZIdBody, response: answers(ZDiscount) } },
        (req) => discounts.get(actorOf(req), origin, req.body.id),
      );
      app.post(
        `${base}/quotas`,
        { config, schema: { tags, body: ZIdBody, response: answers(ZDiscountQuotaList) } },
        (req) => discounts.quotas(actorOf(req), origin, req.body.id),
      );
      app.post(
        `${base}/create`,
        { config, schema: { tags, body: ZDiscountBody, response: answers(ZDiscount) } },
        (req) => discounts.create(actorOf(req), origin, req.body),
      );
      app.post(
        `${base}/update`,
        { config, schema: { tags, body: ZDiscountUpdateBody, response: answers(ZDiscount) } },
        (req) => discounts.update(actorOf(req), origin, req.body),
      );
    };

    const tags = ['payroll-items'];
    discountRoutes('/rrhh/payroll/discount', 'payroll', payroll, tags);
    discountRoutes('/workshop/discount', 'workshop', workshop, ['workshop-discounts']);
    const d = '/rrhh/payroll/discount';
    app.post(
      `${d}/approve`,
      { config: payroll, schema: { tags, body: ZIdBody, response: answers(ZDiscount) } },
      (req) => discounts.approve(actorOf(req), req.body.id),
    );
    app.post(
      `${d}/anull`,
      { config: payroll, schema: { tags, body: ZReasonBody, response: answers(ZDiscount) } },
      (req) => discounts.anull(actorOf(req), req.body),
    );
    app.post(
      `${d}/not-discounted`,
      { config: payroll, schema: { tags, body: ZReasonBody, response: answers(ZDiscount) } },
      (req) => discounts.markNotDiscounted(actorOf(req), req.body),
    );

    const a = '/rrhh/payroll/advance';
    app.post(
      `${a}/list`,
      { config: payroll, schema: { tags, body: ZAdvanceListQuery, response: answers(ZAdvanceListResponse) } },
      (req) => advances.list(actorOf(req), req.body),
    );
    app.post(
      `${a}/export`,
      { config: payroll, schema: { tags, body: ZAdvanceListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await advances.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    app.post(
      `${a}/get`,
      { config: payroll, schema: { tags, body: ZIdBody, response: answers(ZAdvance) } },
      (req) => advances.get(actorOf(req), req.body.id),
    );
    app.post(
      `${a}/create`,
      { config: payroll, schema: { tags, body: ZAdvanceBody, response: answers(ZAdvance) } },
      (req) => advances.create(actorOf(req), req.body),
    );
    app.post(
      `${a}/approve`,
      { config: payroll, schema: { tags, body: ZIdBody, response: answers(ZAdvance) } },
      (req) => advances.approve(actorOf(req), req.body.id),
    );
    app.post(
      `${a}/reject`,
      { config: payroll, schema: { tags, body: ZReasonBody, response: answers(ZAdvance) } },
      (req) => advances.reject(actorOf(req), req.body),
    );
    app.post(
      `${a}/pay`,
      { config: payroll, schema: { tags, body: ZAdvancePayBody, response: answers(ZAdvance) } },
      (req) => advances.pay(actorOf(req), req.body),
    );
    app.post(
      `${a}/generate-quincena`,
      { config: payroll, schema: { tags, body: ZQuincenaBody, response: answers(ZQuincenaResult) } },
      (req) => advances.generateQuincena(actorOf(req), req.body),
    );

    const b = '/rrhh/payroll/bonus';
    app.post(
      `${b}/list`,
      {
        config: payroll,
        schema: { tags, body: ZBonusGrantListQuery, response: answers(ZBonusGrantListResponse) },
      },
      (req) => bonuses.list(actorOf(req), req.body),
    );
    app.post(
      `${b}/export`,
      { config: payroll, schema: { tags, body: ZBonusGrantListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await bonuses.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    app.post(
      `${b}/get`,
      { config: payroll, schema: { tags, body: ZIdBody, response: answers(ZBonusGrant) } },
      (req) => bonuses.get(actorOf(req), req.body.id),
    );
    app.post(
      `${b}/create`,
      { config: payroll, schema: { tags, body: ZBonusGrantBody, response: answers(ZBonusGrant) } },
      (req) => bonuses.create(actorOf(req), req.body),
    );
    app.post(
      `${b}/update`,
      { config: payroll, schema: { tags, body: ZBonusGrantUpdateBody, response: answers(ZBonusGrant) } },
      (req) => bonuses.update(actorOf(req), req.body),
    );
    app.post(
      `${b}/delete`,
      { config: payroll, schema: { tags, body: ZIdBody, response: answers(ZOk) } },
      (req) => bonuses.remove(actorOf(req), req.body.id),
    );
  };
