import type { TTreasuryTransactionDetail } from '@zerg/shared';
import { Alert, type ButtonProps, Col, Form, Input, Modal, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DIALOG_Z_INDEX } from './dialog-z-index';
import { TransactionAccountFields } from './transaction-account-fields';
import { TransactionAmountFields } from './transaction-amount-fields';
import { TransactionCounterpartyFields } from './transaction-counterparty-fields';
import { emptyTransaction, type TransactionFormValues, transactionRule } from './transaction-form-values';
import { useTransactionForm } from './use-transaction-form';

export type TransactionFormModalProps = {
  /** `'new'` registers one; a pending movement typed in by hand edits it; null keeps it closed. */
  target: TTreasuryTransactionDetail | 'new' | null;
  onClose: () => void;
};

/**
 * Registers or edits a movement: the company gives its accounts, the account gives the currency,
 * the direction gives the transaction types, and the counterparty kind gives its own picker. The
 * shared body schema validates every field, the rules that compare fields included.
 */
export const TransactionFormModal = ({ target, onClose }: TransactionFormModalProps) => {
  const { t } = useTranslation();
  const state = useTransactionForm(target, onClose);
  const { form, open, editing, saving, submit, direction, account } = state;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(editing ? 'treasury-transactions:form.editTitle' : 'treasury-transactions:form.newTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'tx-save' } as ButtonProps}
      onOk={() => void submit()}
      width={760}
      forceRender
      // Opened from the movement's drawer: it must sit above it.
      zIndex={DIALOG_Z_INDEX}
      data-testid="tx-modal"
    >
      <Form<TransactionFormValues> form={form} layout="vertical" initialValues={emptyTransaction()}>
        <Row gutter={16}>
          <TransactionAccountFields state={state} />
          <TransactionCounterpartyFields state={state} />
          <Col span={24}>
            <Form.Item
              name="concept"
              label={t('treasury-transactions:form.concept')}
              required
              rules={[transactionRule('concept')]}
            >
              <Input.TextArea rows={2} maxLength={200} showCount data-testid="tx-concept" />
            </Form.Item>
          </Col>
          <TransactionAmountFields state={state} />
          <Col span={24}>
            <Form.Item
              name="referenceDocument"
              label={t('treasury-transactions:form.referenceDocument')}
              rules={[transactionRule('referenceDocument')]}
            >
              <Input maxLength={40} data-testid="tx-reference" />
            </Form.Item>
          </Col>
        </Row>
        {direction === 'expense' && account && (
          <Alert type="info" showIcon title={t('treasury-transactions:form.expenseNote')} />
        )}
      </Form>
    </Modal>
  );
};
