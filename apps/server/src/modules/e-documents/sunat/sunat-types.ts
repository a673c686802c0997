/**
 * What the SUNAT client answers: the three services the product speaks to (SEE – Del contribuyente).
 * `billService` (SOAP) takes facturas, notes (sendBill, synchronous, the CDR comes back) and
 * comunicaciones de baja (sendSummary, a ticket to ask getStatus with). The GRE goes through the
 * REST API: an OAuth token, then the zip, a ticket, and the ticket asked until its CDR is ready.
 */

/** Where one company's documents go: SUNAT's beta or production addresses, or a local server. */
export type SunatEndpoints = {
  /** e.g. https://e-beta.sunat.gob.pe/ol-ti-itcpfegem-beta/billService */
  billService: string;
  /** e.g. https://gre-test.nubefact.com/v1 or https://api-seguridad.sunat.gob.pe/v1 */
  greToken: string;
  /** e.g. https://api-cpe.sunat.gob.pe/v1 */
  greApi: string;
  /**
   * getStatusCdr's service, e.g. https://e-factura.sunat.gob.pe/ol-it-wsconscpegem/billConsultService.
   * SUNAT publishes it for production only: without it no CDR can be recovered (beta).
   */
  billConsultService?: string;
};

export type SolCredentials = { ruc: string; user: string; password: string };

export type GreCredentials = SolCredentials & { clientId: string; clientSecret: string };

/** SUNAT's constancia de recepción, read from the CDR (ApplicationResponse) in the zip it returned. */
export type SunatCdr = {
  /** The zip as SUNAT sent it, kept with the document. */
  zip: Buffer;
  /** cac:DocumentResponse/cac:Response/cbc:ResponseCode: '0' accepted, ≥ 2000 and < 4000 rejected, ≥ 4000 observed. */
  code: string;
  description: string;
  /** cbc:Note lines: the observations, "4xxx - text". */
  notes: string[];
};

export type SunatOutcome = 'accepted' | 'observed' | 'rejected';

/** What one call came to. A network failure or a time-out is thrown as `SunatUnavailable` instead. */
export type SunatAnswer =
  | { kind: 'cdr'; outcome: SunatOutcome; cdr: SunatCdr }
  | { kind: 'ticket'; ticket: string }
  | { kind: 'pending' }
  /** A SOAP fault or an API error without CDR: SUNAT's code and text (0100–1999 exceptions, 2000–3999 rejections). */
  | { kind: 'fault'; code: string; description: string };

/** SUNAT could not be reached or did not answer in time: the send is tried again later. */
export class SunatUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SunatUnavailable';
  }
}

/** A document as SUNAT's consult service names it. */
export type SunatDocumentKey = { type: string; series: string; number: number };

/**
 * The SUNAT client (`createSunatTransport`), injected where documents are sent so tests can put a
 * local server or an in-memory double behind it. Every method throws `SunatUnavailable` when SUNAT
 * cannot be reached or does not answer in time.
 */
export type SunatTransport = {
  /** Factura, boleta or note: the zip `{fileName}.zip`; answers `cdr` or `fault`. */
  sendBill: (
    endpoints: SunatEndpoints,
    sol: SolCredentials,
    fileName: string,
    zip: Buffer,
  ) => Promise<SunatAnswer>;
  /** Comunicación de baja: answers `ticket` or `fault`. */
  sendSummary: (
    endpoints: SunatEndpoints,
    sol: SolCredentials,
    fileName: string,
    zip: Buffer,
  ) => Promise<SunatAnswer>;
  /** A summary's ticket: `cdr`, `pending` or `fault`. */
  getStatus: (endpoints: SunatEndpoints, sol: SolCredentials, ticket: string) => Promise<SunatAnswer>;
  /** The CDR SUNAT already holds for a document (consult service), or null when it has none. */
  getStatusCdr: (
    endpoints: SunatEndpoints,
    sol: SolCredentials,
    key: SunatDocumentKey,
  ) => Promise<SunatCdr | null>;
  /** GRE: answers `ticket` or `fault`. */
  sendDespatch: (
    endpoints: SunatEndpoints,
    gre: GreCredentials,
    fileName: string,
    zip: Buffer,
  ) => Promise<SunatAnswer>;
  /** A GRE's ticket: `cdr`, `pending` or `fault`. */
  despatchStatus: (endpoints: SunatEndpoints, gre: GreCredentials, ticket: string) => Promise<SunatAnswer>;
};
