import {
  TREASURY_DIRECTIONS,
  type TreasuryDirection,
  type TTransactionType,
  ZTransactionTypeBody,
} from '@zerg/shared';
import { type ButtonProps, Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { AccountPicker } from '../../../reference-data/account-picker';
import { useCreateTransactionType } from '../api/create-transaction-type';
import { useUpdateTransactionType } from '../api/update-transaction-type';

type FormValues = {
  code?: string;
  name?: string;
  direction?: TreasuryDirection;
  debitAccountId?: number;
  creditAccountId?: number;
  active: boolean;
};

const fields = ZTransactionTypeBody.shape;

export type TransactionTypeFormModalProps = {
  open: boolean;
  /** The type being edited; null to create one. */
  type: TTransactionType | null;
  onClose: () => void;
};

/** A transaction type: its code, name, direction and the accounts its movements debit and credit. */
export const TransactionTypeFormModal = ({ open, type, onClose }: TransactionTypeFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateTransactionType();
  const update = useUpdateTransactionType();
  const reportError = useFormError();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      type
        ? {
            code: type.code,
            name: type.name,
            direction: type.direction,
            debitAccountId: type.debitAccountId,
            creditAccountId: type.creditAccountId,
            active: type.active,
          }
        : { active: true },
    );
  }, [open, type, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = {
      code: values.code ?? '',
      name: values.name ?? '',
      direction: values.direction ?? 'expense',
      debitAccountId: values.debitAccountId ?? 0,
      creditAccountId: values.creditAccountId ?? 0,
    };
    const done = {
      onSuccess: () => {
        toast.success(t(type ? 'accounting-accounts:types.updated' : 'accounting-accounts:types.created'));
        onClose();
      },
      onError: (error: Error) => reportError(form, error, { ALREADY_REGISTERED: 'code' }),
    };
    if (type) update.mutate({ ...body, id: type.id, active: values.active }, done);
    else create.mutate(body, done);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(type ? 'accounting-accounts:types.editTitle' : 'accounting-accounts:types.newTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={
        { loading: create.isPending || update.isPending, 'data-testid': 'type-save' } as ButtonProps
      }
      onOk={() => void submit()}
      width={640}
      forceRender
      data-testid="type-modal"
    >
      <Form<FormValues> form={form} layout="vertical">
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="code"
              label={t('accounting-accounts:types.columns.code')}
              required
              rules={[zodRule(fields.code)]}
              normalize={(value: string) => value.toUpperCase()}
            >
              <Input maxLength={12} data-testid="type-code" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item
              name="name"
              label={t('accounting-accounts:types.columns.name')}
              required
              rules={[zodRule(fields.name)]}
            >
              <Input maxLength={120} data-testid="type-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="direction"
          label={t('accounting-accounts:types.columns.direction')}
          required
          rules={[zodRule(fields.direction)]}
        >
          <Select<TreasuryDirection>
            options={TREASURY_DIRECTIONS.map((d) => ({
              value: d,
              label: t(`accounting-accounts:direction.${d}`),
            }))}
            data-testid="type-direction"
          />
        </Form.Item>
        <Form.Item
          name="debitAccountId"
          label={t('accounting-accounts:types.columns.debit')}
          required
          rules={[zodRule(fields.debitAccountId)]}
        >
          <AccountPicker
            postable
            selected={
              type
                ? { id: type.debitAccountId, code: type.debitAccountCode, name: type.debitAccountName }
                : null
            }
            placeholder={t('accounting-accounts:types.accountPlaceholder')}
            data-testid="type-debit"
          />
        </Form.Item>
        <Form.Item
          name="creditAccountId"
          label={t('accounting-accounts:types.columns.credit')}
          required
          rules={[zodRule(fields.creditAccountId)]}
        >
          <AccountPicker
            postable
            selected={
              type
                ? { id: type.creditAccountId, code: type.creditAccountCode, name: type.creditAccountName }
                : null
            }
            placeholder={t('accounting-accounts:types.accountPlaceholder')}
            data-testid="type-credit"
          />
        </Form.Item>
        {type && (
          <Form.Item name="active" label={t('accounting-accounts:form.active')} valuePropName="checked">
            <Switch data-testid="type-active" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
};
