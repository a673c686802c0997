import { type Currency, formatMoney as formatMoneyIn } from '@zerg/shared';

export { CURRENCY_SYMBOLS } from '@zerg/shared';

/**
 * An amount the API sends as a decimal string (never a float), grouped for the UI language:
 * the one money format of the app, the same the server writes into Excel, PDF and mail.
 */
export const formatMoney = (amount: string | null | undefined, currency: Currency, locale: string): string =>
  formatMoneyIn(amount, currency, locale);
