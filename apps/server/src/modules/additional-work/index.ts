/**
 * The additional-work module's public entry (section 45). Level 7: reads employees' scope and
 * facts, tells people through notifications and the mail events `additional_work.*`. The payroll
 * reads a month's approved work through `approvedAdditionalWork`.
 */

export { additionalWorkModule } from './additional-work.manifest.ts';
export { type ApprovedAdditionalWork, approvedAdditionalWork } from './additional-work.repository.ts';
export { ADDITIONAL_WORK_LINKS } from './additional-work.service.ts';
export { additionalWorkRequests } from './additional-work.table.ts';
export { insertDemoAdditionalWork, type SeedAdditionalWork } from './additional-work-seed.ts';
