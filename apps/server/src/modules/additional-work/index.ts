/**
 * The additional-work module's public entry (section 45). Level 7: reads employees' scope and
 * facts, tells people through notifications and the mail events `additional_work.*`. The payroll
 * reads a month's approved work through `approvedAdditionalWork`.
 */

export {
  type ApprovedAdditionalWork,
  approvedAdditionalWork,
} from './additional-work.repository.ts';
export { additionalWorkRoutes } from './additional-work.routes.ts';
export {
  ADDITIONAL_WORK_LINKS,
  type AdditionalWorkService,
  createAdditionalWorkService,
} from './additional-work.service.ts';
export { additionalWorkRequests } from './additional-work.table.ts';
export { insertDemoAdditionalWork, type SeedAdditionalWork } from './additional-work-seed.ts';
