import {
  CheckOutlined,
  CloseCircleOutlined,
  EditOutlined,
  RollbackOutlined,
  SendOutlined,
} from '@ant-design/icons';
import type { TTreasuryTransactionDetail } from '@zerg/shared';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TransactionSteps } from './use-transaction-steps';

export type TransactionActions = {
  onEdit: (tx: TTreasuryTransactionDetail) => void;
  onApprove: (tx: TTreasuryTransactionDetail) => void;
  onProcess: (tx: TTreasuryTransactionDetail) => void;
  onCancel: (tx: TTreasuryTransactionDetail) => void;
  onReverse: (tx: TTreasuryTransactionDetail) => void;
};

type Props = { tx: TTreasuryTransactionDetail; steps: TransactionSteps; actions: TransactionActions };

/** The steps the movement's state allows: edit, cancel, reverse, approve, process. */
export const TransactionDrawerFooter = ({ tx, steps, actions }: Props) => {
  const { t } = useTranslation();
  const { can, editable, secondPersonNeeded, reversible } = steps;
  return (
    <Flex gap={8} wrap justify="end">
      {editable && (
        <Button icon={<EditOutlined />} onClick={() => actions.onEdit(tx)} data-testid="tx-edit">
          {t('common:actions.edit')}
        </Button>
      )}
      {can('canceled') && (
        <Button
          danger
          icon={<CloseCircleOutlined />}
          onClick={() => actions.onCancel(tx)}
          data-testid="tx-cancel"
        >
          {t('treasury-transactions:actions.cancel')}
        </Button>
      )}
      {reversible && (
        <Button icon={<RollbackOutlined />} onClick={() => actions.onReverse(tx)} data-testid="tx-reverse">
          {t('treasury-transactions:actions.reverse')}
        </Button>
      )}
      {can('approved') && !secondPersonNeeded && (
        <Button
          type="primary"
          icon={<CheckOutlined />}
          onClick={() => actions.onApprove(tx)}
          data-testid="tx-approve"
        >
          {t('treasury-transactions:actions.approve')}
        </Button>
      )}
      {can('processed') && !secondPersonNeeded && (
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={() => actions.onProcess(tx)}
          data-testid="tx-process"
        >
          {t('treasury-transactions:actions.process')}
        </Button>
      )}
    </Flex>
  );
};
