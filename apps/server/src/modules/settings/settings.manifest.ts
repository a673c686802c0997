import { type ModuleManifest, routesOf } from '../../platform/module-manifest.ts';
import { emailEventRoutes } from './email-event.routes.ts';
import { createEmailEventService } from './email-event.service.ts';
import { outboxRoutes } from './outbox.routes.ts';
import { createOutboxService } from './outbox.service.ts';
import { outboxExport } from './outbox-export.ts';

export const settingsModule: ModuleManifest = {
  name: 'settings',
  exports: [outboxExport],
  setup: (ctx) => ({
    routes: routesOf(outboxRoutes(createOutboxService(ctx)), emailEventRoutes(createEmailEventService(ctx))),
  }),
};
