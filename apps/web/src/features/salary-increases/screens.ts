import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

/**
 * Section 44 is the requester's screen (a chief's requests and the form to ask); section 42 is
 * HR's screen to decide. The spec's "aumento de sueldo/solicitudes" names the requests list; 42 is
 * the approvals list beside it in the same menu.
 */
export const SALARY_INCREASE_PATHS = {
  requests: '/rrhh/salary-increase/requests',
  approvals: '/rrhh/salary-increase/approvals',
} as const;

export const SALARY_INCREASE_SCREENS: readonly Screen[] = [
  {
    path: SALARY_INCREASE_PATHS.requests,
    section: SECTION_IDS.SALARY_INCREASE_REQUESTS,
    module: MODULE_IDS.RRHH,
    title: 'salary-increases:requests.title',
    menu: { titleKey: 'salary-increases:nav.requests', icon: 'RiseOutlined' },
    page: lazyPage(() => import('./routes/salary-increase-requests-page'), 'SalaryIncreaseRequestsPage'),
  },
  {
    path: SALARY_INCREASE_PATHS.approvals,
    section: SECTION_IDS.SALARY_INCREASE,
    module: MODULE_IDS.RRHH,
    title: 'salary-increases:approvals.title',
    menu: { titleKey: 'salary-increases:nav.approvals', icon: 'AuditOutlined' },
    page: lazyPage(() => import('./routes/salary-increase-approvals-page'), 'SalaryIncreaseApprovalsPage'),
  },
];
