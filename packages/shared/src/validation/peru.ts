import { msg } from './message.ts';

/** Peruvian identifiers (PAYROLL-PE.md "Peruvian identifiers"). */

export const isDni = (value: string): boolean => /^\d{8}$/.test(value);

const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
const RUC_PREFIXES = ['10', '15', '17', '20'];

export const isRuc = (value: string): boolean => {
  if (!/^\d{11}$/.test(value) || !RUC_PREFIXES.includes(value.slice(0, 2))) return false;
  const sum = RUC_WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return (11 - (sum % 11)) % 10 === Number(value[10]);
};

export const isCci = (value: string): boolean => /^\d{20}$/.test(value);

/**
 * A CCI opens with its bank's SBS code, so a CCI of another bank is never right (unlike the check
 * digits, whose rule is not published): the message key when a well-formed CCI and bank code
 * disagree, null otherwise (a malformed one has its own message).
 */
export const cciBankMismatch = (bank: unknown, cci: unknown): string | null =>
  typeof bank === 'string' &&
  /^\d{3}$/.test(bank) &&
  typeof cci === 'string' &&
  isCci(cci) &&
  !cci.startsWith(bank)
    ? msg('validation.cciBank', { prefix: cci.slice(0, 3), bank })
    : null;

/**
 * The CCI check digits are not published officially, so this only feeds a warning. The widely used
 * rule: alternating weights 1,2 over bank+office (6 digits) and over the account (12), digit sum of
 * each product, check = (10 - sum mod 10) mod 10.
 */
export const cciCheckDigitsLookRight = (value: string): boolean => {
  if (!isCci(value)) return false;
  const check = (digits: string): number => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      const p = Number(digits[i]) * (i % 2 === 0 ? 1 : 2);
      sum += p > 9 ? Math.floor(p / 10) + (p % 10) : p;
    }
    return (10 - (sum % 10)) % 10;
  };
  return `${check(value.slice(0, 6))}${check(value.slice(6, 18))}` === value.slice(18, 20);
};
