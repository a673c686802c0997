import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { employeeDocumentExpiryTask } from './employee-document-reminders.ts';
import { notificationRoutes } from './notification.routes.ts';
import { createNotificationService } from './notification.service.ts';
import { signingCertificateExpiryTask } from './signing-certificate-reminders.ts';

export const notificationsModule: ModuleManifest = {
  name: 'notifications',
  setup: (ctx) => {
    const reminders = {
      cron: ctx.config.schedules.expiryReminderCron,
      days: ctx.config.schedules.expiryReminderDays,
    };
    return {
      routes: notificationRoutes(createNotificationService(ctx)),
      schedules: [
        employeeDocumentExpiryTask(ctx.jobDb, ctx.mail, reminders, ctx.log),
        signingCertificateExpiryTask(ctx.jobDb, ctx.mail, reminders, ctx.log),
      ],
    };
  },
};
