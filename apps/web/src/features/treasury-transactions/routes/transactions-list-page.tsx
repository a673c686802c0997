import { PlusOutlined } from '@ant-design/icons';
import {
  TREASURY_TRANSACTION_STATES,
  type TreasuryTransactionState,
  type TTreasuryTransaction,
  type TTreasuryTransactionDetail,
} from '@zerg/shared';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useListState } from '../../../components/use-list-state';
import { useCancelTransaction } from '../api/cancel-transaction';
import { exportTransactions } from '../api/export-transactions';
import { type TransactionFilters as TransactionFilterValues, useTransactions } from '../api/get-transactions';
import { useReverseTransaction } from '../api/reverse-transaction';
import { ApproveModal } from '../components/approve-modal';
import { ProcessModal } from '../components/process-modal';
import { ReasonModal } from '../components/reason-modal';
import { transactionColumns } from '../components/transaction-columns';
import { TransactionDrawer } from '../components/transaction-drawer';
import { TransactionFilters } from '../components/transaction-filters';
import { TransactionFormModal } from '../components/transaction-form-modal';

const ALL = 'all';

/** /treasury/transactions/list: the movements by state, opened in a drawer to approve, process or cancel. */
export const TransactionsListPage = () => {
  const { t, i18n } = useTranslation();
  // Treasury's day starts with what waits for approval.
  const list = useListState<TransactionFilterValues>({
    sortBy: 'date',
    sortDesc: true,
    initialFilters: { state: 'pending' },
  });
  const transactions = useTransactions(list.params);
  const cancel = useCancelTransaction();
  const reverse = useReverseTransaction();
  const [openId, setOpenId] = useState<number | null>(null);
  const [formTarget, setFormTarget] = useState<TTreasuryTransactionDetail | 'new' | null>(null);
  const [approveTarget, setApproveTarget] = useState<TTreasuryTransactionDetail | null>(null);
  const [processTarget, setProcessTarget] = useState<TTreasuryTransactionDetail | null>(null);
  const [cancelTarget, setCancelTarget] = useState<TTreasuryTransactionDetail | null>(null);
  const [reverseTarget, setReverseTarget] = useState<TTreasuryTransactionDetail | null>(null);

  const columns = transactionColumns(t, i18n.language, (row: TTreasuryTransaction) => setOpenId(row.id));
  const tab = list.filters.state ?? ALL;

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          list.setFilter('state', key === ALL ? undefined : (key as TreasuryTransactionState))
        }
        items={[...TREASURY_TRANSACTION_STATES, ALL].map((state) => ({
          key: state,
          label: <span data-testid={`tx-tab-${state}`}>{t(`treasury-transactions:tabs.${state}`)}</span>,
        }))}
      />
      <DataTable<TTreasuryTransaction, TransactionFilterValues>
        list={list}
        query={transactions}
        columns={columns}
        rowKey="id"
        testId="transactions-table"
        searchPlaceholder={t('treasury-transactions:list.search')}
        filters={<TransactionFilters list={list} />}
        onExport={() => exportTransactions(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setFormTarget('new')}
            data-testid="tx-add"
          >
            {t('treasury-transactions:list.add')}
          </Button>
        }
      />
      <TransactionDrawer
        id={openId}
        onClose={() => setOpenId(null)}
        dialogOpen={
          formTarget !== null ||
          approveTarget !== null ||
          processTarget !== null ||
          cancelTarget !== null ||
          reverseTarget !== null
        }
        actions={{
          onEdit: setFormTarget,
          onApprove: setApproveTarget,
          onProcess: setProcessTarget,
          onCancel: setCancelTarget,
          onReverse: setReverseTarget,
        }}
      />
      {/* Mounted when opened, so each dialog is the top layer over the drawer (Escape closes it). */}
      {formTarget !== null && (
        <TransactionFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      )}
      {approveTarget !== null && (
        <ApproveModal target={approveTarget} onClose={() => setApproveTarget(null)} />
      )}
      {processTarget !== null && (
        <ProcessModal target={processTarget} onClose={() => setProcessTarget(null)} />
      )}
      {cancelTarget !== null && (
        <ReasonModal
          target={cancelTarget}
          onClose={() => setCancelTarget(null)}
          onSubmit={(body) => cancel.mutateAsync(body)}
          pending={cancel.isPending}
          testId="cancel"
          texts={{
            title: t('treasury-transactions:cancel.title', { code: cancelTarget.code }),
            ok: t('treasury-transactions:actions.cancel'),
            done: t('treasury-transactions:canceled'),
          }}
        />
      )}
      {reverseTarget !== null && (
        <ReasonModal
          target={reverseTarget}
          onClose={() => setReverseTarget(null)}
          onSubmit={(body) => reverse.mutateAsync(body)}
          pending={reverse.isPending}
          testId="reverse"
          texts={{
            title: t('treasury-transactions:reverse.title', { code: reverseTarget.code }),
            ok: t('treasury-transactions:actions.reverse'),
            done: t('treasury-transactions:reversed'),
          }}
        />
      )}
    </>
  );
};
