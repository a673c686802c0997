/**
 * The salary-increases module's public entry (sections 42 and 44). Level 7: reads employees'
 * scope and facts, changes a salary only through the employees module's `changeSalary`, and tells
 * people through notifications and the mail events `salary_increase.*`.
 */

export { SALARY_INCREASE_LINKS } from './salary-increase.service.ts';
export { salaryIncreaseRequests } from './salary-increase.table.ts';
export { insertDemoSalaryIncreases, type SeedSalaryIncrease } from './salary-increase-seed.ts';
export { salaryIncreasesModule } from './salary-increases.manifest.ts';
