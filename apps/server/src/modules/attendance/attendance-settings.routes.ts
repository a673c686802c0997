import { SECTION_IDS, ZAttendanceSettings, ZAttendanceSettingsBody } from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { answers } from '../../platform/http/responses.ts';
import type { AttendanceSettingsService } from './attendance-settings.service.ts';

/** Payroll settings (section 17) › General: the attendance rules. */
export const attendanceSettingsRoutes =
  (settings: AttendanceSettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['attendance'];
    const manage = { access: sections(SECTION_IDS.PAYROLL_SETTINGS) };
    app.get(
      '/setting/payroll/attendance/get',
      { config: manage, schema: { tags, response: answers(ZAttendanceSettings) } },
      () => settings.get(),
    );
    app.post(
      '/setting/payroll/attendance/update',
      {
        config: manage,
        schema: { tags, body: ZAttendanceSettingsBody, response: answers(ZAttendanceSettings) },
      },
      (req) => settings.update(actorOf(req), req.body),
    );
  };
