import {
  languageFromHeader,
  SECTION_IDS,
  ZDetailsQuery,
  ZDetailsResponse,
  ZMonthGridQuery,
  ZMonthGridResponse,
  ZReportFilterOptions,
  ZTodayQuery,
  ZTodayResponse,
  ZYearQuery,
  ZYearResponse,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import {
  type AttendanceReportsService,
  DEPARTMENT_SECTIONS,
  type Department,
} from './attendance-reports.service.ts';

/** The SPEC §2 path of each department's attendance report (bookkeeping keeps SPEC's spelling). */
const DEPARTMENT_PATHS: Record<Department, string> = {
  treasury: '/treasury/attendance/report',
  bookkeeping: '/bookeeping/attendance/report',
  workshop: '/workshop/attendance/report',
  operations: '/operations/attendance/report',
};

/** Everything that reads attendance: payroll grids, monitoring, the reports and department reports. */
export const attendanceReportsRoutes =
  (reports: AttendanceReportsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['attendance-reports'];
    const lang = (req: { headers: { 'accept-language'?: string } }) =>
      languageFromHeader(req.headers['accept-language']);

    const payroll = { access: sections(SECTION_IDS.PAYROLL) };
    app.post(
      '/rrhh/attendance/list',
      { config: payroll, schema: { tags, body: ZMonthGridQuery, response: answers(ZMonthGridResponse) } },
      (req) => reports.list(actorOf(req), req.body),
    );
    app.post(
      '/rrhh/attendance/export',
      { config: payroll, schema: { tags, body: ZMonthGridQuery } },
      async (req, reply) => sendExport(reply, await reports.exportList(actorOf(req), req.body, lang(req))),
    );

    const report = { access: sections(SECTION_IDS.REPORTS) };
    app.post(
      '/rrhh/report/monthly',
      { config: report, schema: { tags, body: ZMonthGridQuery, response: answers(ZMonthGridResponse) } },
      (req) => reports.monthly(actorOf(req), req.body),
    );
    app.post(
      '/rrhh/report/monthly/export',
      { config: report, schema: { tags, body: ZMonthGridQuery } },
      async (req, reply) => sendExport(reply, await reports.exportMonthly(actorOf(req), req.body, lang(req))),
    );
    app.post(
      '/rrhh/report/details',
      { config: report, schema: { tags, body: ZDetailsQuery, response: answers(ZDetailsResponse) } },
      (req) => reports.details(actorOf(req), req.body),
    );
    app.post(
      '/rrhh/report/details/export',
      { config: report, schema: { tags, body: ZDetailsQuery } },
      async (req, reply) => sendExport(reply, await reports.exportDetails(actorOf(req), req.body, lang(req))),
    );
    app.post(
      '/rrhh/report/year',
      { config: report, schema: { tags, body: ZYearQuery, response: answers(ZYearResponse) } },
      (req) => reports.year(actorOf(req), req.body),
    );
    app.post(
      '/rrhh/report/year/export',
      { config: report, schema: { tags, body: ZYearQuery } },
      async (req, reply) => sendExport(reply, await reports.exportYear(actorOf(req), req.body, lang(req))),
    );
    app.post(
      '/rrhh/report/filters',
      {
        config: {
          access: sections(SECTION_IDS.PAYROLL, SECTION_IDS.REPORTS, SECTION_IDS.MONITORING_ATTENDANCE),
        },
        schema: { tags, response: answers(ZReportFilterOptions) },
      },
      (req) => reports.filters(actorOf(req)),
    );

    app.post(
      '/monitoring/attendance/today',
      {
        config: { access: sections(SECTION_IDS.MONITORING_ATTENDANCE) },
        schema: { tags, body: ZTodayQuery, response: answers(ZTodayResponse) },
      },
      (req) => reports.today(actorOf(req), req.body ?? {}),
    );

    for (const department of Object.keys(DEPARTMENT_PATHS) as Department[]) {
      const path = DEPARTMENT_PATHS[department];
      const config = { access: sections(DEPARTMENT_SECTIONS[department]) };
      app.post(
        path,
        { config, schema: { tags, body: ZMonthGridQuery, response: answers(ZMonthGridResponse) } },
        (req) => reports.department(actorOf(req), department, req.body),
      );
      app.post(`${path}/export`, { config, schema: { tags, body: ZMonthGridQuery } }, async (req, reply) =>
        sendExport(reply, await reports.exportDepartment(actorOf(req), department, req.body, lang(req))),
      );
    }
  };
