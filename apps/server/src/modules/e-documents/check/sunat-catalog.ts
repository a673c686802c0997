/**
 * SUNAT's catalogues (Anexo N° 8 of Resolución 097-2012/SUNAT as amended, "Catálogo de códigos"),
 * limited to the codes the product issues where it issues a subset; the checks refuse any other.
 */

/** Catálogo 01: tipo de documento — factura, boleta, credit and debit notes, GRE remitente and transportista. */
export const DOCUMENT_TYPES = ['01', '03', '07', '08', '09', '31'] as const;

/** Catálogo 02 (ISO 4217): the currencies the product bills in. */
export const CURRENCIES = ['PEN', 'USD'] as const;

/** Catálogo 05: códigos de tributos the product uses. */
export const TRIBUTO_CODES = ['1000', '9997', '9998'] as const;

/** Catálogo 06: tipo de documento de identidad. */
export const IDENTITY_TYPES = ['0', '1', '4', '6', '7', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

/** Catálogo 07: afectación del IGV the product uses (taxed, exempt, unaffected — onerous operations). */
export const IGV_AFFECTATIONS = ['10', '20', '30'] as const;

/** Catálogo 09: tipo de nota de crédito. */
export const CREDIT_NOTE_REASONS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
] as const;

/** Catálogo 10: tipo de nota de débito. */
export const DEBIT_NOTE_REASONS = ['01', '02', '03', '11', '12'] as const;

/** Catálogo 16: tipo de precio — 01 unit price with taxes, 02 referential value of free operations. */
export const PRICE_TYPES = ['01', '02'] as const;

/** Catálogo 51: tipo de operación the product issues — internal sale, sale subject to detracción. */
export const OPERATION_TYPES = ['0101', '1001'] as const;

/** Catálogo 52: leyendas — amount in words, operation subject to detracción. */
export const LEGENDS = ['1000', '2006'] as const;

/** Catálogo 54: códigos de bienes y servicios sujetos a detracción. */
export const DETRACTION_CODES = [
  '001',
  '002',
  '003',
  '004',
  '005',
  '006',
  '007',
  '008',
  '009',
  '010',
  '011',
  '012',
  '013',
  '014',
  '015',
  '016',
  '017',
  '018',
  '019',
  '020',
  '021',
  '022',
  '023',
  '024',
  '025',
  '026',
  '027',
  '028',
  '030',
  '031',
  '032',
  '033',
  '034',
  '035',
  '036',
  '037',
  '039',
  '040',
  '041',
  '044',
] as const;

/** Catálogo 59: medio de pago — 001 depósito en cuenta, the way a detracción is paid. */
export const PAYMENT_MEANS = ['001'] as const;

/** Catálogo 03 (UN/ECE rec 20) units of a GRE's total gross weight. */
export const WEIGHT_UNITS = ['KGM', 'TNE'] as const;

/**
 * Series per document type (SUNAT's guides, "Serie": four characters, alphanumeric): F… facturas
 * and the notes that modify them, B… boletas and their notes, V… GRE transportista.
 */
export const SERIES_PATTERN = {
  factura: /^F[A-Z0-9]{3}$/,
  boleta: /^B[A-Z0-9]{3}$/,
  gre: /^V[A-Z0-9]{3}$/,
  senderGuide: /^(EG\d{2}|T[A-Z0-9]{3}|\d{4})$/,
} as const;

export const isIn = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);
