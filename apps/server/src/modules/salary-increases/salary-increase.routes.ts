import {
  languageFromHeader,
  SECTION_IDS,
  ZDecideBody,
  ZIdBody,
  ZRejectBody,
  ZSalaryIncrease,
  ZSalaryIncreaseCreateBody,
  ZSalaryIncreaseListQuery,
  ZSalaryIncreaseListResponse,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { SalaryIncreaseService } from './salary-increase.service.ts';

/**
 * Salary-increase requests: section 44 (the requester's list and form) and section 42 (HR's list
 * to decide). Reading and requesting take either; deciding takes 42, and the service also wants
 * every employee in the caller's scope (HR, the CEO), so an area chief holding 42 cannot decide.
 */
export const salaryIncreaseRoutes =
  (service: SalaryIncreaseService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['salary-increase'];
    const read = { access: sections(SECTION_IDS.SALARY_INCREASE_REQUESTS, SECTION_IDS.SALARY_INCREASE) };
    const decide = { access: sections(SECTION_IDS.SALARY_INCREASE) };
    const base = '/rrhh/salary-increase';
    app.post(
      `${base}/list`,
      {
        config: read,
        schema: { tags, body: ZSalaryIncreaseListQuery, response: answers(ZSalaryIncreaseListResponse) },
      },
      (req) => service.list(actorOf(req), req.body),
    );
    app.post(
      `${base}/export`,
      { config: read, schema: { tags, body: ZSalaryIncreaseListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await service.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    app.post(
      `${base}/get`,
      { config: read, schema: { tags, body: ZIdBody, response: answers(ZSalaryIncrease) } },
      (req) => service.get(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/create`,
      { config: read, schema: { tags, body: ZSalaryIncreaseCreateBody, response: answers(ZSalaryIncrease) } },
      (req) => service.create(actorOf(req), req.body),
    );
    app.post(
      `${base}/approve`,
      { config: decide, schema: { tags, body: ZDecideBody, response: answers(ZSalaryIncrease) } },
      (req) => service.approve(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/reject`,
      { config: decide, schema: { tags, body: ZRejectBody, response: answers(ZSalaryIncrease) } },
      (req) => service.reject(actorOf(req), req.body),
    );
  };
