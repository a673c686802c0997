import { isApiError } from '../../../lib/api-error';

/**
 * The server's own words for INSUFFICIENT_BALANCE: they carry the account's available amount,
 * rendered in the UI language (the request's Accept-Language), which the code alone does not.
 */
export const insufficientBalanceMessage = (error: unknown): string | null =>
  isApiError(error) && error.code === 'INSUFFICIENT_BALANCE' && error.message ? error.message : null;
