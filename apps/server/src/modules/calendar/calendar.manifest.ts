import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { holidayRoutes } from './holiday.routes.ts';
import { createHolidayService } from './holiday.service.ts';

export const calendarModule: ModuleManifest = {
  name: 'calendar',
  setup: (ctx) => ({ routes: holidayRoutes(createHolidayService(ctx)) }),
};
