import { Alert, Divider, Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { RecordTabs } from '../../../components/record-history/record-tabs';
import { StatusTag } from '../../../components/status-tag';
import { useTransaction } from '../api/get-transaction';
import { TRANSACTIONS_QUERY_KEY } from '../api/keys';
import { TransactionAttachments } from './transaction-attachments';
import { TransactionDetails } from './transaction-details';
import { type TransactionActions, TransactionDrawerFooter } from './transaction-drawer-footer';
import { TransactionPayees } from './transaction-payees';
import { TransactionTimeline } from './transaction-timeline';
import { useTransactionSteps } from './use-transaction-steps';

export type TransactionDrawerProps = {
  id: number | null;
  onClose: () => void;
  actions: TransactionActions;
  /** A dialog opened from the drawer is on top: Escape closes that dialog, not the drawer under it. */
  dialogOpen: boolean;
};

/** The movement form's field labels, then its list's. */
const TX_LABELS = [
  { ns: 'treasury-transactions', under: 'form' },
  { ns: 'treasury-transactions', under: 'columns' },
] as const;

/**
 * One movement: every field, the workers a payroll batch pays (with the bank payment file), the
 * attachments, what happened to it and when, and the steps its state allows.
 */
export const TransactionDrawer = ({ id, onClose, actions, dialogOpen }: TransactionDrawerProps) => {
  const { t } = useTranslation();
  const query = useTransaction(id);
  const tx = query.data;
  const steps = useTransactionSteps(tx);
  const { can, secondPersonNeeded, attachable } = steps;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      // Wide enough for a payroll batch's payees with their account and CCI.
      size={980}
      title={
        tx ? `${t('treasury-transactions:drawer.title')} ${tx.code}` : t('treasury-transactions:drawer.title')
      }
      extra={
        tx && (
          <span data-testid="tx-drawer-state">
            <StatusTag status={tx.state} />
          </span>
        )
      }
      footer={tx ? <TransactionDrawerFooter tx={tx} steps={steps} actions={actions} /> : undefined}
      keyboard={!dialogOpen}
      destroyOnHidden
      data-testid="tx-drawer"
    >
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {tx && (
        <RecordTabs
          testId="tx-tabs"
          history={{
            queryKey: [...TRANSACTIONS_QUERY_KEY, 'record', tx.id],
            url: '/treasury/transaction/history/list',
            record: { id: tx.id },
            labels: TX_LABELS,
          }}
        >
          <Flex vertical gap={16}>
            {secondPersonNeeded && (can('approved') || can('processed')) && (
              <Alert
                type="info"
                showIcon
                title={t('treasury-transactions:drawer.secondPerson')}
                data-testid="tx-second-person"
              />
            )}
            <TransactionDetails tx={tx} />

            {tx.payees.length > 0 && <TransactionPayees tx={tx} />}

            <TransactionAttachments tx={tx} attachable={attachable} />

            <Divider titlePlacement="start" style={{ margin: 0 }}>
              {t('treasury-transactions:timeline.title')}
            </Divider>
            <TransactionTimeline tx={tx} />
          </Flex>
        </RecordTabs>
      )}
    </Drawer>
  );
};
