/* Small formatters the boleta and the hoja de liquidación share. */

export { documentLabel } from '../../platform/pdf/pdf-text.ts';

/** A rate as a percentage from its decimal string ("0.0137" → "1.37 %"), shifting digits, not floats. */
export const percent = (rate: string): string => {
  const [int = '0', dec = ''] = rate.split('.');
  const digits = `${int}${dec.padEnd(2, '0')}`;
  const whole = digits.slice(0, int.length + 2).replace(/^0+(?=\d)/, '');
  const fraction = digits.slice(int.length + 2).replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} %`;
};
