import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { employeeDocumentExpiryTask } from './employee-document-reminders.ts';
import { notificationRoutes } from './notification.routes.ts';
import { createNotificationService } from './notification.service.ts';

export const notificationsModule: ModuleManifest = {
  name: 'notifications',
  setup: (ctx) => ({
    routes: notificationRoutes(createNotificationService(ctx)),
    schedules: [
      employeeDocumentExpiryTask(
        ctx.jobDb,
        ctx.mail,
        { cron: ctx.config.schedules.expiryReminderCron, days: ctx.config.schedules.expiryReminderDays },
        ctx.log,
      ),
    ],
  }),
};
