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
    const template = t(key, { skipInterpolation: true });
    if (template.includes('{{') && error.message && !/^HTTP \d+$/.test(error.message)) {
      return error.message;
    }
    return t(key);
  }
  return t('common:errors.unknown');
};
