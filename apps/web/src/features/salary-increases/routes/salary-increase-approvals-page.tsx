import { SalaryIncreaseTabs } from './salary-increase-tabs';

/** /rrhh/salary-increase/approvals (section 42): HR or the CEO approve or reject. */
export const SalaryIncreaseApprovalsPage = () => <SalaryIncreaseTabs mode="approvals" />;
