/**
 * The e-documents module's public entry: SUNAT electronic documents (SEE – Del contribuyente) for
 * the modules that own them. It sits below operations and billing: they hand it what a document
 * says, it builds the UBL 2.1 XML, signs it with the company's certificate, checks it, and sends it
 * through the job queue; they read back its state.
 */

export { readCdr, readCdrQrUrl } from './sunat/cdr.ts';
export { SUNAT_ENDPOINTS, type SunatEnvironment } from './sunat/sunat-endpoints.ts';
export { createSunatTransport } from './sunat/sunat-transport.ts';
export type * from './sunat/sunat-types.ts';
export { SunatUnavailable } from './sunat/sunat-types.ts';
export { type PreparedDocument, type UblCheckFailure, UblInvalid } from './ubl/prepared-document.ts';
export type * from './ubl/ubl-input.ts';
