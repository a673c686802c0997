/* Small formatters the boleta and the hoja de liquidación share. */

const DOCUMENT_NAMES: Record<string, string> = { '01': 'DNI', '04': 'CE', '06': 'RUC', '07': 'PAS' };

export const documentLabel = (type: string, number: string) => `${DOCUMENT_NAMES[type] ?? type} ${number}`;

/** A rate as a percentage from its decimal string ("0.0137" → "1.37 %"), shifting digits, not floats. */
export const percent = (rate: string): string => {
  const [int = '0', dec = ''] = rate.split('.');
  const digits = `${int}${dec.padEnd(2, '0')}`;
  const whole = digits.slice(0, int.length + 2).replace(/^0+(?=\d)/, '');
  const fraction = digits.slice(int.length + 2).replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} %`;
};
