/**
 * The e-documents module's public entry: SUNAT electronic documents (SEE – Del contribuyente) for
 * the modules that own them. It sits below operations and billing: they hand it what a document
 * says, it builds the UBL 2.1 XML, signs it with the company's certificate, checks it, and sends it
 * through the job queue; they read back its state.
 */

export { checkSignaturePlacement, checkUbl, type UblKind } from './check/check-ubl.ts';
export { VOIDED_TERM_DAYS } from './check/check-voided.ts';
export { eDocumentsModule, eDocumentsModuleWith } from './e-documents.manifest.ts';
export { electronicDocuments } from './electronic-document.table.ts';
export { type ElectronicContent, issueElectronic, issuesElectronically } from './issue-electronic.ts';
export { prepareDespatch, prepareSalesDocument, prepareVoided } from './prepare-document.ts';
export {
  type ElectronicState,
  electronicDocumentOf,
  electronicStateIs,
  electronicStatesOf,
  type RecordInput,
  recordElectronicDocument,
} from './record-document.ts';
export { signUbl } from './signature/sign-xml.ts';
export { readCdr, readCdrQrUrl } from './sunat/cdr.ts';
export { SUNAT_ENDPOINTS, type SunatEnvironment } from './sunat/sunat-endpoints.ts';
export { createSunatTransport } from './sunat/sunat-transport.ts';
export type * from './sunat/sunat-types.ts';
export { SunatUnavailable } from './sunat/sunat-types.ts';
export { companySunatCredentials } from './sunat-credentials.table.ts';
export { amountInWords } from './ubl/amount-in-words.ts';
export { despatchXml } from './ubl/despatch-xml.ts';
export { type PreparedDocument, type UblCheckFailure, UblInvalid } from './ubl/prepared-document.ts';
export { despatchQrText, salesQrText } from './ubl/qr-text.ts';
export { salesDocumentXml } from './ubl/sales-document-xml.ts';
export type * from './ubl/ubl-input.ts';
export { voidedDocumentsXml } from './ubl/voided-documents-xml.ts';
export { nextVoidedIdentifier } from './voided-identifier.ts';
