import type { SunatEnvironment, TSunatEndpoints } from '@zerg/shared';
import type { SunatEndpoints } from './sunat/sunat-types.ts';

/*
 * SUNAT's addresses by environment. SUNAT has no beta of the GRE API: its test addresses are those
 * SUNAT's guide points integrators to (Nubefact's GRE test server), and a company may name a local
 * server instead while it is on beta.
 */
const DEFAULTS: Record<SunatEnvironment, SunatEndpoints> = {
  beta: {
    billService: 'https://e-beta.sunat.gob.pe/ol-ti-itcpfegem-beta/billService',
    greToken: 'https://gre-test.nubefact.com/v1',
    greApi: 'https://gre-test.nubefact.com/v1',
  },
  production: {
    billService: 'https://e-factura.sunat.gob.pe/ol-ti-itcpfegem/billService',
    greToken: 'https://api-seguridad.sunat.gob.pe/v1',
    greApi: 'https://api-cpe.sunat.gob.pe/v1',
  },
};

/** Where a company's documents go: the overrides on beta, SUNAT's addresses otherwise. */
export const endpointsFor = (
  environment: SunatEnvironment,
  overrides: TSunatEndpoints | null,
): SunatEndpoints => (environment === 'beta' && overrides ? overrides : DEFAULTS[environment]);
