import type { UblDespatch, UblIssuer, UblSalesDocument, UblVoidedDocuments } from './ubl/ubl-input.ts';

/**
 * Fixed documents for the module's tests, one of each kind the product issues. RUCs carry valid
 * check digits; amounts are worked out in the README's "A factura with detracción".
 */

export const SAMPLE_ISSUER: UblIssuer = {
  documentType: '6',
  documentNumber: '20601234565',
  name: 'TRANSPORTES ZERG S.A.C.',
  tradeName: 'ZERG CARGO',
  address: { ubigeo: '150131', line: 'AV. JAVIER PRADO ESTE 1234, SAN ISIDRO', establishmentCode: '0000' },
};

const CUSTOMER = {
  documentType: '6' as const,
  documentNumber: '20100070970',
  name: 'MINERA ANDINA DEL SUR S.A.',
  address: { ubigeo: '040101', line: 'CALLE MERCADERES 210, AREQUIPA' },
};

/**
 * Factura with detracción (cargo transport, catálogo 54 code 027, 4 %), on credit: 2 500.00 +
 * 251.00 taxed = 2 751.00, IGV 495.18, total 3 246.18; detracción 129.85; net owed 3 116.33.
 */
export const SAMPLE_FACTURA: UblSalesDocument = {
  type: '01',
  series: 'F001',
  number: 123,
  issueDate: '2026-11-27',
  issueTime: '10:15:00',
  dueDate: '2026-12-27',
  currency: 'PEN',
  issuer: SAMPLE_ISSUER,
  customer: CUSTOMER,
  lines: [
    {
      position: 1,
      description: 'Servicio de transporte de carga Lima - Arequipa (OS-2026-0451)',
      unitCode: 'ZZ',
      quantity: '1',
      unitValue: '2500.00',
      lineValue: '2500.00',
      taxAffectation: '10',
      igvAmount: '450.00',
      lineTotal: '2950.00',
    },
    {
      position: 2,
      description: 'Estiba y desestiba',
      unitCode: 'ZZ',
      quantity: '2.000',
      unitValue: '125.50',
      lineValue: '251.00',
      taxAffectation: '10',
      igvAmount: '45.18',
      lineTotal: '296.18',
    },
  ],
  taxableAmount: '2751.00',
  exemptAmount: '0.00',
  unaffectedAmount: '0.00',
  igvAmount: '495.18',
  totalAmount: '3246.18',
  operationType: '1001',
  detraction: { code: '027', percent: '4.00', amountPen: '129.85', account: '00000123456' },
  payment: { kind: 'credit', netAmount: '3116.33', dueDate: '2026-12-27' },
};

/** Boleta to a person (DNI), in cash: 100.00 + IGV 18.00 = 118.00. */
export const SAMPLE_BOLETA: UblSalesDocument = {
  type: '03',
  series: 'B001',
  number: 45,
  issueDate: '2026-11-27',
  issueTime: '16:40:05',
  currency: 'PEN',
  issuer: SAMPLE_ISSUER,
  customer: { documentType: '1', documentNumber: '45678912', name: 'ROSA QUISPE MAMANI' },
  lines: [
    {
      position: 1,
      description: 'Envío de encomienda Lima - Ica',
      unitCode: 'ZZ',
      quantity: '1',
      unitValue: '100.00',
      lineValue: '100.00',
      taxAffectation: '10',
      igvAmount: '18.00',
      lineTotal: '118.00',
    },
  ],
  taxableAmount: '100.00',
  exemptAmount: '0.00',
  unaffectedAmount: '0.00',
  igvAmount: '18.00',
  totalAmount: '118.00',
  operationType: '0101',
  payment: { kind: 'cash' },
};

const modifiedLine = (value: string, igv: string, total: string) => ({
  position: 1,
  description: 'Estiba y desestiba',
  unitCode: 'ZZ',
  quantity: '1',
  unitValue: value,
  lineValue: value,
  taxAffectation: '10' as const,
  igvAmount: igv,
  lineTotal: total,
});

/** Credit note FC01-7 returning the loading service of F001-123 (catálogo 09 code 07). */
export const SAMPLE_CREDIT_NOTE: UblSalesDocument = {
  ...SAMPLE_FACTURA,
  type: '07',
  series: 'FC01',
  number: 7,
  issueDate: '2026-11-28',
  dueDate: undefined,
  detraction: undefined,
  operationType: '0101',
  payment: { kind: 'cash' },
  lines: [modifiedLine('125.50', '22.59', '148.09')],
  taxableAmount: '125.50',
  igvAmount: '22.59',
  totalAmount: '148.09',
  reference: { type: '01', series: 'F001', number: 123, reasonCode: '07', reason: 'Devolución por ítem' },
};

/** Debit note FD01-3 raising F001-123 by 50.00 (catálogo 10 code 02). */
export const SAMPLE_DEBIT_NOTE: UblSalesDocument = {
  ...SAMPLE_CREDIT_NOTE,
  type: '08',
  series: 'FD01',
  number: 3,
  lines: [modifiedLine('50.00', '9.00', '59.00')],
  taxableAmount: '50.00',
  igvAmount: '9.00',
  totalAmount: '59.00',
  reference: { type: '01', series: 'F001', number: 123, reasonCode: '02', reason: 'Aumento en el valor' },
};

export const SAMPLE_VOIDED: UblVoidedDocuments = {
  identifier: 'RA-20261129-1',
  referenceDate: '2026-11-27',
  issueDate: '2026-11-29',
  issuer: SAMPLE_ISSUER,
  lines: [{ type: '01', series: 'F001', number: 124, reason: 'Error en el RUC del cliente' }],
};

export const SAMPLE_DESPATCH: UblDespatch = {
  series: 'V001',
  number: 88,
  issueDate: '2026-11-27',
  issueTime: '07:30:00',
  carrier: { ...SAMPLE_ISSUER, mtcRegistration: '1548962CNG' },
  shipper: { documentType: '6', documentNumber: '20555666773', name: 'CEMENTOS DEL PACÍFICO S.A.A.' },
  consignee: { documentType: '6', documentNumber: '20100070970', name: 'MINERA ANDINA DEL SUR S.A.' },
  payer: { documentType: '6', documentNumber: '20488888880', name: 'LOGÍSTICA INTEGRAL PERÚ S.A.C.' },
  senderGuides: [{ series: 'T001', number: 5567, issuerRuc: '20555666773' }],
  transferStartDate: '2026-11-27',
  origin: { ubigeo: '150101', line: 'AV. ARGENTINA 2450, CERCADO DE LIMA' },
  destination: { ubigeo: '040101', line: 'CALLE MERCADERES 210, AREQUIPA' },
  vehicles: [{ plate: 'ABC123', authorisation: '15M21028526E' }, { plate: 'T4X982' }],
  drivers: [
    {
      documentType: '1',
      documentNumber: '41234567',
      givenNames: 'JUAN CARLOS',
      familyNames: 'PÉREZ ROJAS',
      licence: 'Q41234567',
    },
    {
      documentType: '1',
      documentNumber: '42345678',
      givenNames: 'LUIS',
      familyNames: 'HUAMÁN SOTO',
      licence: 'Q42345678',
    },
  ],
  goods: [{ description: 'Cemento Portland tipo I, bolsas de 42.5 kg', quantity: '600', unitCode: 'BG' }],
  grossWeight: '25500.000',
  weightUnit: 'KGM',
  observations: 'Carga paletizada',
};
