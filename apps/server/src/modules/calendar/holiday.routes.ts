import {
  languageFromHeader,
  SECTION_IDS,
  ZGetHolidaysBody,
  ZHoliday,
  ZHolidayCreateBody,
  ZHolidayDays,
  ZHolidayListQuery,
  ZHolidayListResponse,
  ZHolidayObservedBody,
  ZHolidayUpdateBody,
  ZIdBody,
  ZOk,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN, sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { answers } from '../../platform/http/responses.ts';
import type { HolidayService } from './holiday.service.ts';

export const holidayRoutes =
  (holidays: HolidayService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['holidays'];
    const manage = { access: sections(SECTION_IDS.PAYROLL_SETTINGS) };
    app.post(
      '/setting/holiday/list',
      { config: manage, schema: { tags, body: ZHolidayListQuery, response: answers(ZHolidayListResponse) } },
      (req) => holidays.list(req.body),
    );
    app.post(
      '/setting/holiday/export',
      { config: manage, schema: { tags, body: ZHolidayListQuery } },
      async (req, reply) => {
        const file = await holidays.export(req.body, languageFromHeader(req.headers['accept-language']));
        return sendXlsx(reply, 'holidays', file);
      },
    );
    app.post(
      '/setting/holiday/create',
      { config: manage, schema: { tags, body: ZHolidayCreateBody, response: answers(ZHoliday) } },
      (req) => holidays.create(actorOf(req), req.body),
    );
    app.post(
      '/setting/holiday/update',
      { config: manage, schema: { tags, body: ZHolidayUpdateBody, response: answers(ZHoliday) } },
      (req) => holidays.update(actorOf(req), req.body),
    );
    app.post(
      '/setting/holiday/delete',
      { config: manage, schema: { tags, body: ZIdBody, response: answers(ZOk) } },
      (req) => holidays.remove(actorOf(req), req.body.id),
    );
    app.post(
      '/setting/holiday/set-observed',
      { config: manage, schema: { tags, body: ZHolidayObservedBody, response: answers(ZHoliday) } },
      (req) => holidays.setObserved(actorOf(req), req.body),
    );
    // Attendance, schedules and payslips of every user show days off: the calendar is not secret.
    app.post(
      '/rrhh/schedule/get-holidays',
      {
        config: { access: SIGNED_IN },
        schema: { tags, body: ZGetHolidaysBody, response: answers(ZHolidayDays) },
      },
      (req) => holidays.daysOff(req.body),
    );
  };
