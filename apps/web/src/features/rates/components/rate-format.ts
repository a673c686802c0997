import type { Currency } from '@zerg/shared';

export const CURRENCY_SYMBOLS: Record<Currency, string> = { PEN: 'S/', USD: 'US$' };

/** "S/ 7,200.00" from the API's decimal string, without passing through a float. */
export const formatAmount = (currency: Currency, amount: string): string => {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${CURRENCY_SYMBOLS[currency]} ${grouped}.${fraction.padEnd(2, '0')}`;
};

/** Whether a range has ended, is in force or is still to come on `today` (YYYY-MM-DD). */
export const validityOf = (
  range: { validFrom: string; validTo: string | null },
  today: string,
): 'expired' | 'current' | 'future' => {
  if (range.validFrom > today) return 'future';
  if (range.validTo !== null && range.validTo < today) return 'expired';
  return 'current';
};
