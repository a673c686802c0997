import {
  SECTION_IDS,
  ZCancelVacationBody,
  ZEmployeeId,
  ZEmployeeSchedule,
  ZEmployeeVacations,
  ZRegisterVacationBody,
  ZUpdateMultipleScheduleBody,
  ZUpdateScheduleBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN, sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { answers } from '../../platform/http/responses.ts';
import type { ScheduleService } from './employee-schedule.service.ts';
import type { VacationService } from './employee-vacation.service.ts';

/** Schedules and vacations of an employee. */
export const employeePlanningRoutes =
  (schedules: ScheduleService, vacations: VacationService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['employees'];
    const hr = { access: sections(SECTION_IDS.EMPLOYEES) };
    const own = { access: SIGNED_IN };
    app.post(
      '/rrhh/employee/get-employee-schedule',
      { config: own, schema: { tags, body: ZEmployeeId, response: answers(ZEmployeeSchedule) } },
      (req) => schedules.get(actorOf(req), req.body.employee_id),
    );
    app.post(
      '/rrhh/employee/update-employee-schedule',
      { config: hr, schema: { tags, body: ZUpdateScheduleBody, response: answers(ZEmployeeSchedule) } },
      (req) => schedules.update(actorOf(req), req.body),
    );
    app.post(
      '/rrhh/employee/update-multiple-employee-schedule',
      {
        config: hr,
        schema: {
          tags,
          body: ZUpdateMultipleScheduleBody,
          response: answers(z.object({ updated: z.number() })),
        },
      },
      (req) => schedules.updateMany(actorOf(req), req.body),
    );
    app.post(
      '/rrhh/employee/get-employee-vacations',
      { config: own, schema: { tags, body: ZEmployeeId, response: answers(ZEmployeeVacations) } },
      (req) => vacations.get(actorOf(req), req.body.employee_id),
    );
    app.post(
      '/rrhh/employee/register-employee-vacation',
      { config: hr, schema: { tags, body: ZRegisterVacationBody, response: answers(ZEmployeeVacations) } },
      (req) => vacations.register(actorOf(req), req.body),
    );
    app.post(
      '/rrhh/employee/cancel-employee-vacation',
      { config: hr, schema: { tags, body: ZCancelVacationBody, response: answers(ZEmployeeVacations) } },
      (req) => vacations.cancel(actorOf(req), req.body.vacation_id),
    );
  };
