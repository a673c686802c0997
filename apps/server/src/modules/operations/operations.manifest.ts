import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { documentExpiryTask } from './document-expiry-reminders.ts';
import { serviceOrderExport, travelOrderExport } from './order-exports.ts';
import { createServiceOrderService } from './service-order.service.ts';
import { operationsRoutes } from './travel-order.routes.ts';
import { createTravelOrderService } from './travel-order.service.ts';

export const operationsModule: ModuleManifest = {
  name: 'operations',
  exports: [serviceOrderExport, travelOrderExport],
  setup: (ctx) => ({
    routes: operationsRoutes(createServiceOrderService(ctx), createTravelOrderService(ctx)),
    // Vehicle documents are fleet's; telling people is notifications', a level below operations.
    schedules: [
      documentExpiryTask(
        ctx.jobDb,
        ctx.mail,
        { cron: ctx.config.schedules.expiryReminderCron, days: ctx.config.schedules.expiryReminderDays },
        ctx.log,
      ),
    ],
  }),
};
