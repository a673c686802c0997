import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

/** The translated text of any error: API errors by code, client failures by their own keys. */
export const errorMessage = (t: TFunction, error: unknown): string => {
  if (isApiError(error)) {
    if (error.code === 'NETWORK_ERROR') return t('common:errors.network');
    if (error.code === 'UNKNOWN_ERROR') return t('common:errors.unknown');
    return t(`shared:errors.${error.code}`);
  }
  return t('common:errors.unknown');
};
