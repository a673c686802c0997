import { PlusOutlined } from '@ant-design/icons';
import type { TTransactionType } from '@zerg/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { RouteTabs } from '../../../components/route-tabs';
import { useListState } from '../../../components/use-list-state';
import { type TransactionTypeFilters as Filters, useTransactionTypes } from '../api/get-transaction-types';
import { transactionTypeColumns } from '../components/transaction-type-columns';
import { TransactionTypeFilters } from '../components/transaction-type-filters';
import { TransactionTypeFormModal } from '../components/transaction-type-form-modal';
import { ACCOUNTING_ACCOUNT_TABS } from '../screens';

/** /bookeeping/accounting-accounts/transaction-types: which accounts each treasury movement posts to. */
export const TransactionTypesPage = () => {
  const { t } = useTranslation();
  const list = useListState<Filters>({ sortBy: 'code' });
  const types = useTransactionTypes(list.params);
  const [modal, setModal] = useState<{ type: TTransactionType | null } | null>(null);

  return (
    <>
      <RouteTabs tabs={ACCOUNTING_ACCOUNT_TABS} />
      <DataTable<TTransactionType, Filters>
        list={list}
        query={types}
        columns={transactionTypeColumns(t, (type) => setModal({ type }))}
        rowKey="id"
        testId="types-table"
        searchPlaceholder={t('accounting-accounts:types.search')}
        filters={<TransactionTypeFilters list={list} />}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setModal({ type: null })}
            data-testid="type-add"
          >
            {t('accounting-accounts:types.add')}
          </Button>
        }
      />
      <TransactionTypeFormModal
        open={modal !== null}
        type={modal?.type ?? null}
        onClose={() => setModal(null)}
      />
    </>
  );
};
