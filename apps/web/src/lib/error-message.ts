import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

/**
 * The translated text of any error: API errors by code, client failures by their own keys.
 * A code whose template has placeholders ("El vehículo {{plate}}…") cannot be filled here, because
 * the web never receives the parameters; the server already sent that message filled in the
 * user's language (Accept-Language), so that one is shown instead.
 */
export const errorMessage = (t: TFunction, error: unknown): string => {
  if (isApiError(error)) {
    if (error.code === 'NETWORK_ERROR') return t('common:errors.network');
    if (error.code === 'UNKNOWN_ERROR') return t('common:errors.unknown');
    const key = `shared:errors.${error.code}`;
    // A count reaches a code's plural forms (`_one`, `_other`) as well as a plain key.
    const template = t(key, { skipInterpolation: true, count: 0 });
    if (template.includes('{{') && error.message && !/^HTTP \d+$/.test(error.message)) {
      return error.message;
    }
    return t(key);
  }
  return t('common:errors.unknown');
};

/**
 * Whether trying the same request again may succeed: a lost connection, a timeout, a busy or
 * failing server. A refusal (no such record, not allowed, not linked to an employee) stays one.
 */
export const canRetry = (error: unknown): boolean => {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
};
