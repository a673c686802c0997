import { SalaryIncreaseTabs } from './salary-increase-tabs';

/** /rrhh/salary-increase/requests (section 44): the requests the caller may see, and the form to ask. */
export const SalaryIncreaseRequestsPage = () => <SalaryIncreaseTabs mode="requests" />;
