/**
 * What the UBL 2.1 builders take: plain values already checked and rounded by the module that owns
 * the document (billing for invoices and notes, operations for the GRE). Amounts are decimal strings
 * with two places, as the database keeps them, so no float reaches the XML. Codes are SUNAT's
 * catalogues: document types (01), currencies (02, ISO 4217), units (03, UN/ECE rec 20), identity
 * documents (06), IGV affectation (07), credit-note reasons (09), debit-note reasons (10),
 * transfer reasons (20), transport modality (18), operation type (51), legends (52), detracción
 * goods and services (54).
 */

/** Catálogo 06: 6 RUC, 1 DNI, 4 carné de extranjería, 7 pasaporte, 0 other. */
export type IdentityDocumentType = '0' | '1' | '4' | '6' | '7' | 'A';

export type UblParty = {
  documentType: IdentityDocumentType;
  documentNumber: string;
  /** Razón social or full name. */
  name: string;
};

/** An address with its INEI ubigeo (six digits) and the text of the street. */
export type UblAddress = {
  ubigeo: string;
  line: string;
  /** The issuer's establishment code (código de establecimiento anexo), '0000' for the main office. */
  establishmentCode?: string;
};

export type UblIssuer = UblParty & {
  documentType: '6';
  /** Nombre comercial, if any. */
  tradeName?: string;
  address: UblAddress;
};

/** Catálogo 01 for the documents the product issues itself. */
export type SalesDocumentTypeCode = '01' | '03' | '07' | '08';

export type UblLine = {
  /** 1-based, as cbc:ID of the line. */
  position: number;
  description: string;
  /** Catálogo 03; the product bills services: 'ZZ'. */
  unitCode: string;
  /** Three decimal places at most. */
  quantity: string;
  /** Value per unit without IGV. */
  unitValue: string;
  /** quantity × unitValue, rounded. */
  lineValue: string;
  /** Catálogo 07: '10' taxed, '20' exempt, '30' unaffected. */
  taxAffectation: '10' | '20' | '30';
  igvAmount: string;
  /** lineValue + igvAmount. */
  lineTotal: string;
};

export type UblDetraction = {
  /** Catálogo 54, '027' for cargo transport. */
  code: string;
  /** Percent as a decimal string, '4.00'. */
  percent: string;
  /** In soles (the deposit is always in soles). */
  amountPen: string;
  /** The issuer's Banco de la Nación account. */
  account: string;
};

/** A factura (01), boleta (03), credit note (07) or debit note (08). */
export type UblSalesDocument = {
  type: SalesDocumentTypeCode;
  /** F001, B001… */
  series: string;
  number: number;
  /** YYYY-MM-DD, Lima's calendar. */
  issueDate: string;
  /** HH:MM:SS, Lima's clock. */
  issueTime: string;
  /** Facturas with credit terms carry it. */
  dueDate?: string;
  currency: 'PEN' | 'USD';
  issuer: UblIssuer;
  customer: UblParty & { address?: UblAddress };
  lines: UblLine[];
  taxableAmount: string;
  exemptAmount: string;
  unaffectedAmount: string;
  igvAmount: string;
  totalAmount: string;
  /** Catálogo 51: '0101' internal sale, '1001' subject to detracción. */
  operationType: '0101' | '1001';
  detraction?: UblDetraction;
  /** Payment terms (cac:PaymentTerms, required by SUNAT for facturas since 2021): cash or instalments. */
  payment: { kind: 'cash' } | { kind: 'credit'; netAmount: string; dueDate: string };
  /** Notes only: the document modified and why (catálogo 09 or 10). */
  reference?: {
    type: SalesDocumentTypeCode;
    series: string;
    number: number;
    reasonCode: string;
    reason: string;
  };
};

/** Comunicación de baja (RA-YYYYMMDD-n): facturas and their notes voided within SUNAT's term. */
export type UblVoidedDocuments = {
  /** RA-20261129-1 is identifier 'RA-20261129-1'. */
  identifier: string;
  /** The day the voided documents were issued. */
  referenceDate: string;
  /** The day of the communication. */
  issueDate: string;
  issuer: UblIssuer;
  lines: { type: SalesDocumentTypeCode; series: string; number: number; reason: string }[];
};

export type UblVehicle = {
  /** Placa, without dash: ABC123. */
  plate: string;
  /** Tarjeta Única de Circulación or the MTC certificate, where the vehicle has one. */
  authorisation?: string;
};

export type UblDriver = {
  documentType: IdentityDocumentType;
  documentNumber: string;
  givenNames: string;
  familyNames: string;
  licence: string;
};

/** GRE transportista (document type 31), series V001…, as SUNAT's GRE guide defines it. */
export type UblDespatch = {
  series: string;
  number: number;
  issueDate: string;
  issueTime: string;
  /** The carrier: the company, with its MTC registration number. */
  carrier: UblIssuer & { mtcRegistration: string };
  /** Remitente (shipper) and destinatario (consignee). */
  shipper: UblParty;
  consignee: UblParty;
  /** Who pays the freight, when neither shipper nor consignee (optional). */
  payer?: UblParty;
  /** The sender's GRE remitente (type 09) it covers: series-number, 'EG01-123'. */
  senderGuides: { series: string; number: number; issuerRuc: string }[];
  /** YYYY-MM-DD. */
  transferStartDate: string;
  origin: UblAddress;
  destination: UblAddress;
  /** Principal first, then the secondary ones (semi-trailer). */
  vehicles: UblVehicle[];
  /** Principal driver first. */
  drivers: UblDriver[];
  goods: { description: string; quantity: string; unitCode: string }[];
  /** Total gross weight and its unit (catálogo 03: KGM or TNE). */
  grossWeight: string;
  weightUnit: 'KGM' | 'TNE';
  observations?: string;
};

/** What an owner hands over: the document's content in the builders' terms. */
export type ElectronicContent =
  | { kind: 'sales'; document: UblSalesDocument }
  | { kind: 'voided'; document: UblVoidedDocuments }
  | { kind: 'despatch'; document: UblDespatch };
