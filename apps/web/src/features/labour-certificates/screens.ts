import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const LABOUR_CERTIFICATE_PATHS = { certificates: '/rrhh/payroll/certificates' } as const;

/** The employer's certificates (section 14): the whole staff's quinta certificates of a year. */
export const LABOUR_CERTIFICATE_SCREENS: readonly Screen[] = [
  {
    path: LABOUR_CERTIFICATE_PATHS.certificates,
    section: SECTION_IDS.PAYROLL,
    module: MODULE_IDS.RRHH,
    title: 'labour-certificates:title',
    menu: { titleKey: 'labour-certificates:nav', icon: 'SafetyCertificateOutlined' },
    page: lazyPage(() => import('./routes/labour-certificates-page'), 'LabourCertificatesPage'),
  },
];
