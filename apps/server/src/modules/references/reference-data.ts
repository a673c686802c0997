/** Names are the Spanish official ones; the web translates the fixed ones by code. */

export const DOCUMENT_TYPE_ROWS = [
  { code: '01', name: 'DNI' },
  { code: '04', name: 'Carné de extranjería' },
  { code: '06', name: 'RUC' },
  { code: '07', name: 'Pasaporte' },
];

export const MARITAL_STATUS_ROWS = [
  { code: 'single', name: 'Soltero(a)' },
  { code: 'married', name: 'Casado(a)' },
  { code: 'cohabiting', name: 'Conviviente' },
  { code: 'divorced', name: 'Divorciado(a)' },
  { code: 'widowed', name: 'Viudo(a)' },
];

export const RELATION_ROWS = [
  { code: 'spouse', name: 'Cónyuge' },
  { code: 'partner', name: 'Conviviente' },
  { code: 'father', name: 'Padre' },
  { code: 'mother', name: 'Madre' },
  { code: 'son', name: 'Hijo' },
  { code: 'daughter', name: 'Hija' },
  { code: 'brother', name: 'Hermano' },
  { code: 'sister', name: 'Hermana' },
  { code: 'other', name: 'Otro' },
];

export const LABOR_REGIME_ROWS = [
  { code: 'general', name: 'Régimen general', vacationDays: 30 },
  { code: 'small', name: 'Pequeña empresa', vacationDays: 15 },
  { code: 'micro', name: 'Microempresa', vacationDays: 15 },
];

export const PENSION_SYSTEM_ROWS = [
  { code: 'onp', name: 'ONP' },
  { code: 'habitat', name: 'AFP Habitat' },
  { code: 'integra', name: 'AFP Integra' },
  { code: 'prima', name: 'Prima AFP' },
  { code: 'profuturo', name: 'Profuturo AFP' },
];

/** SBS entity codes, the first three digits of a CCI. */
export const BANK_ROWS = [
  { code: '002', name: 'Banco de Crédito del Perú' },
  { code: '003', name: 'Interbank' },
  { code: '009', name: 'Scotiabank Perú' },
  { code: '011', name: 'BBVA Perú' },
  { code: '018', name: 'Banco de la Nación' },
  { code: '023', name: 'Banco de Comercio' },
  { code: '035', name: 'Banco Pichincha' },
  { code: '038', name: 'BanBif' },
  { code: '049', name: 'Mibanco' },
  { code: '053', name: 'Banco GNB' },
];

export const BANK_ACCOUNT_TYPE_ROWS = [
  { code: 'savings', name: 'Ahorros' },
  { code: 'checking', name: 'Corriente' },
  { code: 'salary', name: 'Sueldo' },
  { code: 'cts', name: 'CTS' },
];

/** ISO 3166-1 alpha-2; names come from the runtime's ICU data in Spanish. */
const ISO_COUNTRIES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

export const countryRows = () => {
  const names = new Intl.DisplayNames(['es'], { type: 'region' });
  return ISO_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }));
};
