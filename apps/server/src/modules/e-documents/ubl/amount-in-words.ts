/**
 * The amount in words of legend 1000 (catálogo 52, "Monto expresado en letras"), in Spanish as
 * SUNAT's examples write it: "SON MIL CIENTO OCHENTA CON 00/100 SOLES".
 */

const UNITS = [
  '',
  'UNO',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

const belowHundred = (n: number): string => {
  if (n < 30) return UNITS[n] ?? '';
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return unit === 0 ? tens : `${tens} Y ${UNITS[unit]}`;
};

const belowThousand = (n: number): string => {
  if (n === 100) return 'CIEN';
  const rest = belowHundred(n % 100);
  const hundreds = HUNDREDS[Math.floor(n / 100)] ?? '';
  return [hundreds, rest].filter(Boolean).join(' ');
};

/** "UNO" shortens to "UN" before a noun: "VEINTIÚN MIL", "UN MILLÓN". */
const apocope = (words: string): string => words.replace(/VEINTIUNO$/, 'VEINTIÚN').replace(/UNO$/, 'UN');

const thousands = (n: number): string => {
  const high = Math.floor(n / 1000);
  const low = n % 1000;
  const head = high === 0 ? '' : high === 1 ? 'MIL' : `${apocope(belowThousand(high))} MIL`;
  return [head, belowThousand(low)].filter(Boolean).join(' ');
};

/** The integer in Spanish words, up to 999 999 999 999. */
export const integerInWords = (n: number): string => {
  if (!Number.isInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`out of range: ${n}`);
  if (n === 0) return 'CERO';
  const millions = Math.floor(n / 1e6);
  const rest = n % 1e6;
  const head =
    millions === 0 ? '' : millions === 1 ? 'UN MILLÓN' : `${apocope(thousands(millions))} MILLONES`;
  return [head, thousands(rest)].filter(Boolean).join(' ');
};

const CURRENCY_WORDS = { PEN: 'SOLES', USD: 'DÓLARES AMERICANOS' } as const;

/** '1180.00', 'PEN' → 'SON MIL CIENTO OCHENTA CON 00/100 SOLES'. */
export const amountInWords = (value: string, currency: keyof typeof CURRENCY_WORDS): string => {
  const match = /^(\d+)\.(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`not an amount with two decimals: ${value}`);
  return `SON ${integerInWords(Number(match[1]))} CON ${match[2]}/100 ${CURRENCY_WORDS[currency]}`;
};
