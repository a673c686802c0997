import type { SunatEnvironment, TSunatEndpoints } from '@zerg/shared';
import { SUNAT_ENDPOINTS } from './sunat/sunat-endpoints.ts';
import type { SunatEndpoints } from './sunat/sunat-types.ts';

/** Where a company's documents go: SUNAT's addresses for its environment, or on beta a local SUNAT server's. */
export const endpointsFor = (
  environment: SunatEnvironment,
  overrides: TSunatEndpoints | null,
): SunatEndpoints =>
  environment === 'beta' && overrides
    ? {
        billService: overrides.billService,
        greToken: overrides.greToken,
        greApi: overrides.greApi,
        ...(overrides.billConsultService ? { billConsultService: overrides.billConsultService } : {}),
      }
    : SUNAT_ENDPOINTS[environment];
