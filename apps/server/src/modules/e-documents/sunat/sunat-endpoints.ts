import type { SunatEndpoints } from './sunat-types.ts';

export type SunatEnvironment = 'beta' | 'production';

/**
 * SUNAT's addresses for SEE – Del contribuyente, as SUNAT publishes them ("Servicios web
 * disponibles", cpe.sunat.gob.pe) and as greenter lists them (thegreenter/greenter,
 * packages/ws/src/Ws/Services/SunatEndpoints.php). The consult service exists in production only.
 * SUNAT runs no beta of the GRE REST API: greenter's examples and most integrations test against
 * Nubefact's public double of it (gre-test.nubefact.com, user MODDATOS and its published test
 * client), which speaks the same paths.
 */
export const SUNAT_ENDPOINTS: Record<SunatEnvironment, SunatEndpoints> = {
  beta: {
    billService: 'https://e-beta.sunat.gob.pe/ol-ti-itcpfegem-beta/billService',
    greToken: 'https://gre-test.nubefact.com/v1',
    greApi: 'https://gre-test.nubefact.com/v1',
  },
  production: {
    billService: 'https://e-factura.sunat.gob.pe/ol-ti-itcpfegem/billService',
    billConsultService: 'https://e-factura.sunat.gob.pe/ol-it-wsconscpegem/billConsultService',
    greToken: 'https://api-seguridad.sunat.gob.pe/v1',
    greApi: 'https://api-cpe.sunat.gob.pe/v1',
  },
};
