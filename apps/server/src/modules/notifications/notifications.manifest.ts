import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { notificationRoutes } from './notification.routes.ts';
import { createNotificationService } from './notification.service.ts';

export const notificationsModule: ModuleManifest = {
  name: 'notifications',
  setup: (ctx) => ({ routes: notificationRoutes(createNotificationService(ctx)) }),
};
