import {
  type ContractType,
  type Currency,
  isLanguage,
  moneyToCents,
  parameterSourceText,
} from '@zerg/shared';
import { Form, type FormRule } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { translateMessage } from '../../../lib/translate';
import { useMinimumWage } from '../../../reference-data/get-minimum-wage';

/** Part-time workers and trainees may earn less than the RMV; everyone else may not. */
const PAID_AT_LEAST_RMV: readonly ContractType[] = ['indefinite', 'fixed_term'];

/**
 * A warning, not a refusal, under the salary when a full-time salary in soles is below the RMV in
 * force on the start date (the legal parameters' history, not a figure written here): the form
 * still saves, since HR may be entering an old record or fixing the figure afterwards.
 */
export const useMinimumWageRule = (name: (field: string) => string[]): FormRule => {
  const { t, i18n } = useTranslation();
  const startDate = Form.useWatch(name('startDate')) as string | null | undefined;
  const day = startDate && dayjs(startDate).isValid() ? startDate : dayjs().format('YYYY-MM-DD');
  const wage = useMinimumWage(day).data;
  // The RMV of a start date just chosen may arrive after the salary was typed: the salary is
  // checked again then, or its warning would never show.
  const form = Form.useFormInstance();
  const salaryPath = name('salary');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per RMV figure, not on every render's new path array
  useEffect(() => {
    if (wage?.rmv && form.isFieldTouched(salaryPath))
      void form.validateFields([salaryPath]).catch(() => undefined);
  }, [wage?.rmv, form]);
  return ({ getFieldValue }) => ({
    warningOnly: true,
    validator: async (_rule, value: unknown) => {
      const contract = getFieldValue(name('contractType')) as ContractType | undefined;
      const currency = (getFieldValue(name('currency')) as Currency | undefined) ?? 'PEN';
      const salary =
        typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
      if (!wage?.rmv || currency !== 'PEN' || !contract || !PAID_AT_LEAST_RMV.includes(contract)) return;
      if (!/^\d+(\.\d{1,2})?$/.test(salary) || moneyToCents(salary) >= moneyToCents(wage.rmv)) return;
      throw new Error(
        t('employees:form.belowMinimumWage', {
          rmv: formatMoney(wage.rmv, 'PEN', i18n.language),
          source:
            wage.source && isLanguage(i18n.language)
              ? parameterSourceText(i18n.language, { ...wage, source: wage.source }, translateMessage)
              : (wage.source ?? ''),
        }),
      );
    },
  });
};
