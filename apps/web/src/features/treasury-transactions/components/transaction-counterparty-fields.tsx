import { COUNTERPARTY_KINDS } from '@zerg/shared';
import { Col, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClientPicker } from '../../../reference-data/client-picker';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { transactionRule } from './transaction-form-values';
import type { TransactionFormState } from './use-transaction-form';

/** Who the money goes to or comes from: a client, a worker, or anyone else by name and document. */
export const TransactionCounterpartyFields = ({ state }: { state: TransactionFormState }) => {
  const { t } = useTranslation();
  const { counterpartyKind, editing } = state;
  return (
    <>
      <Col span={24}>
        <Form.Item name="counterpartyKind" label={t('treasury-transactions:form.counterpartyKind')} required>
          <Radio.Group
            optionType="button"
            options={COUNTERPARTY_KINDS.map((k) => ({
              value: k,
              label: t(`treasury-transactions:counterpartyKind.${k}`),
            }))}
            data-testid="tx-counterparty-kind"
          />
        </Form.Item>
      </Col>
      {counterpartyKind === 'client' && (
        <Col span={24}>
          <Form.Item
            name="clientId"
            label={t('treasury-transactions:form.client')}
            required
            dependencies={['counterpartyKind']}
            rules={[transactionRule('clientId')]}
          >
            <ClientPicker
              knownOption={
                editing?.clientId ? { value: editing.clientId, label: editing.counterpartyName } : undefined
              }
              data-testid="tx-client"
            />
          </Form.Item>
        </Col>
      )}
      {counterpartyKind === 'employee' && (
        <Col span={24}>
          <Form.Item
            name="employeeId"
            label={t('treasury-transactions:form.employee')}
            required
            dependencies={['counterpartyKind']}
            rules={[transactionRule('employeeId')]}
          >
            <EmployeePicker
              knownOption={
                editing?.employeeId
                  ? { value: editing.employeeId, label: editing.counterpartyName }
                  : undefined
              }
              data-testid="tx-employee"
            />
          </Form.Item>
        </Col>
      )}
      {counterpartyKind === 'other' && (
        <>
          <Col xs={24} md={15}>
            <Form.Item
              name="counterpartyName"
              label={t('treasury-transactions:form.counterpartyName')}
              required
              dependencies={['counterpartyKind']}
              rules={[transactionRule('counterpartyName')]}
            >
              <Input maxLength={150} data-testid="tx-counterparty-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item
              name="counterpartyDocument"
              label={t('treasury-transactions:form.counterpartyDocument')}
              rules={[transactionRule('counterpartyDocument')]}
            >
              <Input maxLength={20} data-testid="tx-counterparty-document" />
            </Form.Item>
          </Col>
        </>
      )}
    </>
  );
};
