import {
  KIOSK_DEVICE_HEADER,
  languageFromHeader,
  SECTION_IDS,
  ZAttendanceMark,
  ZKioskCode,
  ZKioskScanBody,
  ZManualMarkBody,
  ZMarkListQuery,
  ZMarkListResponse,
  ZMarkResult,
  ZMarkSchedule,
  ZMonthBody,
  ZMyMarksBody,
  ZOption,
  ZSelfMarkBody,
  ZWorkingDays,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN, sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { AttendanceMarkService } from './attendance-mark.service.ts';

/**
 * Marking: the kiosk's signed code and its scans (monitoring attendance, section 5, from a
 * registered kiosk device whose token comes in the `x-kiosk-device` header), the
 * employee's own mark and page (any signed-in user, section 0), and HR's manual marks (payroll,
 * section 14).
 */
export const attendanceMarkRoutes =
  (marks: AttendanceMarkService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['attendance'];
    const kiosk = { access: sections(SECTION_IDS.MONITORING_ATTENDANCE) };
    const hr = { access: sections(SECTION_IDS.PAYROLL) };
    const own = { access: SIGNED_IN };

    app.post(
      '/attendance/kiosk/code',
      { config: kiosk, schema: { tags, response: answers(ZKioskCode) } },
      (req) => marks.kioskCode(req.headers[KIOSK_DEVICE_HEADER]),
    );
    app.post(
      '/attendance/kiosk/campuses',
      {
        // The kiosk registration form (Settings › General) picks from the same list.
        config: {
          access: sections(
            SECTION_IDS.MONITORING_ATTENDANCE,
            SECTION_IDS.PAYROLL,
            SECTION_IDS.SETTINGS_GENERAL,
          ),
        },
        schema: { tags, response: answers(z.array(ZOption)) },
      },
      () => marks.campuses(),
    );
    app.post(
      '/attendance/kiosk/scan',
      { config: kiosk, schema: { tags, body: ZKioskScanBody, response: answers(ZMarkResult) } },
      (req) => marks.kioskScan(actorOf(req), req.headers[KIOSK_DEVICE_HEADER], req.body.employeeCode),
    );
    app.post(
      '/attendance/mark',
      { config: own, schema: { tags, body: ZSelfMarkBody, response: answers(ZMarkResult) } },
      (req) => marks.selfMark(actorOf(req), req.body.code, req.headers['user-agent']),
    );
    app.post(
      '/attendance/my-marks',
      { config: own, schema: { tags, body: ZMyMarksBody, response: answers(z.array(ZAttendanceMark)) } },
      (req) => marks.myMarks(actorOf(req), req.body.from, req.body.to),
    );
    app.post(
      '/rrhh/schedule/get-employee-mark-schedule',
      { config: own, schema: { tags, response: answers(ZMarkSchedule) } },
      (req) => marks.markSchedule(actorOf(req)),
    );
    app.post(
      '/rrhh/schedule/get-personal-working-days',
      { config: own, schema: { tags, body: ZMonthBody, response: answers(ZWorkingDays) } },
      (req) => marks.workingDays(actorOf(req), req.body.year, req.body.month),
    );
    app.post(
      '/rrhh/attendance/mark/list',
      { config: hr, schema: { tags, body: ZMarkListQuery, response: answers(ZMarkListResponse) } },
      (req) => marks.list(actorOf(req), req.body),
    );
    app.post(
      '/rrhh/attendance/mark/export',
      {
        config: hr,
        schema: {
          tags,
          summary: 'The workbook, or above EXPORT_JOB_ROWS marks the job making it ({ batchId })',
          body: ZMarkListQuery,
        },
      },
      async (req, reply) =>
        sendExport(
          reply,
          await marks.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    app.post(
      '/rrhh/attendance/mark/create',
      { config: hr, schema: { tags, body: ZManualMarkBody, response: answers(ZAttendanceMark) } },
      (req) => marks.manual(actorOf(req), req.body, req.headers['user-agent']),
    );
  };
