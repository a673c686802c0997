import {
  languageFromHeader,
  SECTION_IDS,
  ZActivateBody,
  ZAttendanceCode,
  ZChangeBankAccountStatusBody,
  ZEmployeeCreateBody,
  ZEmployeeCreated,
  ZEmployeeHistoryQuery,
  ZEmployeeId,
  ZEmployeeInformation,
  ZEmployeeListQuery,
  ZEmployeeListResponse,
  ZEmployeeOptionList,
  ZEmployeeOptionSearchQuery,
  ZEmployeeSelectOptionList,
  ZEmployeesByTypeBody,
  ZEmployeeUpdateBody,
  ZEmployeeUpdated,
  ZGetEmployeeResponse,
  ZHistoryPage,
  ZJobDetails,
  ZLastEmployeeId,
  ZOk,
  ZSalaryHistoryItem,
  ZStatusChangeBody,
  ZUpdateJobBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN, sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { EmployeeService } from './employee.service.ts';

export const employeeRoutes =
  (employees: EmployeeService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['employees'];
    const hr = { access: sections(SECTION_IDS.EMPLOYEES) };
    // Reading one record is also allowed to its owner (profile page); the service checks the row.
    const own = { access: SIGNED_IN };
    const lang = (h: string | undefined) => languageFromHeader(h);

    app.post(
      '/rrhh/employee/list',
      { config: hr, schema: { tags, body: ZEmployeeListQuery, response: answers(ZEmployeeListResponse) } },
      (req) => employees.list(actorOf(req), req.body),
    );
    app.post(
      '/rrhh/employee/export',
      { config: hr, schema: { tags, body: ZEmployeeListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await employees.export(actorOf(req), req.body, lang(req.headers['accept-language'])),
        ),
    );
    app.get(
      '/rrhh/employee/list-select',
      {
        // An area's chief, a treasury movement's worker and the worker of a discount or an
        // advance are picked from the same list.
        config: {
          access: sections(
            SECTION_IDS.USERS,
            SECTION_IDS.EMPLOYEES,
            SECTION_IDS.ROLES_AREAS,
            SECTION_IDS.TREASURY_TRANSACTIONS,
            SECTION_IDS.PAYROLL,
            SECTION_IDS.WORKSHOP_DISCOUNTS,
          ),
        },
        schema: {
          tags,
          querystring: ZEmployeeOptionSearchQuery,
          response: answers(ZEmployeeSelectOptionList),
        },
      },
      (req) => employees.listSelect(actorOf(req), req.query),
    );
    app.post(
      '/rrhh/employee/history/list',
      { config: hr, schema: { tags, body: ZEmployeeHistoryQuery, response: answers(ZHistoryPage) } },
      (req) => employees.history(actorOf(req), req.body),
    );
    app.post(
      '/rrhh/employee/get-employee',
      { config: own, schema: { tags, body: ZEmployeeId, response: answers(ZGetEmployeeResponse) } },
      (req) => employees.getEmployee(actorOf(req), req.body.employee_id),
    );
    app.post(
      '/rrhh/employee/get-employee-information',
      { config: own, schema: { tags, body: ZEmployeeId, response: answers(ZEmployeeInformation) } },
      (req) => employees.information(actorOf(req), req.body.employee_id),
    );
    app.post(
      '/rrhh/employee/get-jobdetails-information',
      { config: own, schema: { tags, body: ZEmployeeId, response: answers(ZJobDetails) } },
      (req) => employees.job(actorOf(req), req.body.employee_id),
    );
    app.post(
      '/rrhh/employee/get-historial-sueldos',
      { config: own, schema: { tags, body: ZEmployeeId, response: answers(z.array(ZSalaryHistoryItem)) } },
      (req) => employees.salaryHistory(actorOf(req), req.body.employee_id),
    );
    app.post(
      '/rrhh/employee/create-employee',
      { config: hr, schema: { tags, body: ZEmployeeCreateBody, response: answers(ZEmployeeCreated) } },
      (req) => employees.create(actorOf(req), req.body, lang(req.headers['accept-language'])),
    );
    app.post(
      '/rrhh/employee/update-employee-information',
      { config: hr, schema: { tags, body: ZEmployeeUpdateBody, response: answers(ZEmployeeUpdated) } },
      (req) => employees.updateInformation(actorOf(req), req.body, lang(req.headers['accept-language'])),
    );
    app.post(
      '/rrhh/employee/update-employee-job-detail',
      { config: hr, schema: { tags, body: ZUpdateJobBody, response: answers(ZJobDetails) } },
      (req) => employees.updateJob(actorOf(req), req.body),
    );
    app.post(
      '/rrhh/employee/inactive-employee-by-id',
      { config: hr, schema: { tags, body: ZStatusChangeBody, response: answers(ZOk) } },
      async (req) => {
        await employees.changeStatus(actorOf(req), req.body, false);
        return { ok: true as const };
      },
    );
    app.post(
      '/rrhh/employee/active-employee-by-id',
      { config: hr, schema: { tags, body: ZActivateBody, response: answers(ZOk) } },
      async (req) => {
        await employees.changeStatus(actorOf(req), req.body, true);
        return { ok: true as const };
      },
    );
    app.post(
      '/rrhh/employee/get-employee-by-type',
      { config: hr, schema: { tags, body: ZEmployeesByTypeBody, response: answers(ZEmployeeOptionList) } },
      (req) => employees.byType(actorOf(req), req.body.personal_type),
    );
    app.get(
      '/rrhh/employee/get-last-employee-id',
      { config: hr, schema: { tags, response: answers(ZLastEmployeeId) } },
      () => employees.lastId(),
    );
    app.post(
      '/rrhh/employee/get-code-attendance',
      { config: hr, schema: { tags, body: ZEmployeeId, response: answers(ZAttendanceCode) } },
      (req) => employees.currentAttendanceCode(actorOf(req), req.body.employee_id),
    );
    app.post(
      '/rrhh/employee/generate-code-attendance',
      { config: hr, schema: { tags, body: ZEmployeeId, response: answers(ZAttendanceCode) } },
      (req) => employees.attendanceCode(actorOf(req), req.body.employee_id),
    );
    app.post(
      '/rrhh/employee-bank-account/change-status-bank-account',
      {
        config: hr,
        schema: {
          tags,
          body: ZChangeBankAccountStatusBody,
          response: answers(z.object({ id: z.number(), isActive: z.boolean() })),
        },
      },
      (req) => employees.changeBankAccountStatus(actorOf(req), req.body.bank_account_id),
    );
  };
