import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
import { applyServerErrors, type CodeFields } from '../lib/form-errors';
import { currentLanguage } from '../lib/language';
import { toast } from './toast';

/**
 * Reports a failed form submission: field errors (400/409 `errors`, or a code mapped to a field)
 * go onto the fields; anything else becomes a danger toast.
 */
export const useFormError = () => {
  const { t } = useTranslation();
  return useCallback(
    (form: FormInstance, error: unknown, codeFields?: CodeFields): void => {
      const onFields = applyServerErrors(
        form,
        error,
        currentLanguage(),
        // the error carries its code: its message, filled by the server when it has placeholders
        () => errorMessage(t, error),
        codeFields,
      );
      if (!onFields) toast.danger(errorMessage(t, error));
    },
    [t],
  );
};
