import type { UseQueryResult } from '@tanstack/react-query';
import type { TTransactionTypeOption } from '@zerg/shared';
import { Form, type FormRule, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  types: UseQueryResult<TTransactionTypeOption[]>;
  rule: FormRule;
  testId: string;
};

/**
 * The bookkeeping transaction type of a movement, as the form and the approval ask for it: the
 * direction's types by code and name, and in words when bookkeeping has none to offer.
 */
export const TransactionTypeField = ({ types, rule, testId }: Props) => {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="transactionTypeId"
      label={t('treasury-transactions:form.type')}
      required
      rules={[rule]}
      extra={
        types.isError || types.data?.length === 0 ? (
          <Typography.Text type="warning">{t('treasury-transactions:form.noTypes')}</Typography.Text>
        ) : undefined
      }
    >
      <Select<number>
        showSearch={{ optionFilterProp: 'label' }}
        loading={types.isFetching}
        options={(types.data ?? []).map((type) => ({ value: type.id, label: `${type.code} · ${type.name}` }))}
        data-testid={testId}
      />
    </Form.Item>
  );
};
