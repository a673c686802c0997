import { COLLECTION_KINDS, type CollectionKind, type TClientAccount, ZCollectionBody } from '@zerg/shared';
import { type ButtonProps, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Table } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { limaToday } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateCollection } from '../api/create-collection';
import { useCollectionAccounts } from '../api/get-collection-accounts';

const fields = ZCollectionBody.shape;

type Values = {
  kind: CollectionKind;
  date: string | null;
  bankAccountId?: number;
  exchangeRate?: string;
  reference?: string;
  constanciaNumber?: string;
  amounts: Record<string, number | null | undefined>;
};

export type CollectionFormModalProps = { account: TClientAccount | null; onClose: () => void };

/**
 * Registers a payment into a company account, or the client's detracción deposit, against the
 * client's open documents: one amount per document (the net part in its currency for a payment, the
 * detracción in soles for a deposit). The server refuses more than a part's balance (409 naming it).
 */
export const CollectionFormModal = ({ account, onClose }: CollectionFormModalProps) => {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateCollection();
  const reportError = useFormError();
  const kind = Form.useWatch('kind', form) ?? 'payment';
  const bankAccountId = Form.useWatch('bankAccountId', form);
  const companyId = account?.documents[0]?.companyId ?? null;
  const accounts = useCollectionAccounts(companyId);
  const currency = accounts.data?.find((a) => a.id === bankAccountId)?.currency;
  const documents = (account?.documents ?? []).filter((d) =>
    kind === 'detraction'
      ? Number(d.detractionBalancePen) > 0
      : Number(d.netBalance) > 0 && (!currency || d.currency === currency),
  );

  useEffect(() => {
    if (!account) return;
    form.resetFields();
    form.setFieldsValue({ kind: 'payment', date: limaToday(), amounts: {} });
  }, [account, form]);

  // The account of the first open document's currency, once the accounts are known.
  const firstCurrency = account?.documents.find((d) => Number(d.netBalance) > 0)?.currency;
  useEffect(() => {
    if (!account || form.getFieldValue('bankAccountId')) return;
    const match = accounts.data?.find((a) => a.currency === firstCurrency);
    if (match) form.setFieldValue('bankAccountId', match.id);
  }, [account, accounts.data, firstCurrency, form]);

  const submit = async (values: Values) => {
    const allocations = documents
      .map((d) => ({ documentId: d.id, amount: values.amounts?.[String(d.id)] }))
      .filter(
        (a): a is { documentId: number; amount: number } => typeof a.amount === 'number' && a.amount > 0,
      )
      .map((a) => ({ ...a, amount: a.amount.toFixed(2) }));
    if (!allocations.length) {
      toast.danger(t('billing-receivables:form.noAmounts'));
      return;
    }
    try {
      await create.mutateAsync({
        clientId: account?.clientId ?? 0,
        date: values.date ?? '',
        kind: values.kind,
        bankAccountId: values.kind === 'payment' ? values.bankAccountId : null,
        exchangeRate: values.exchangeRate || null,
        reference: values.reference || null,
        constanciaNumber: values.kind === 'detraction' ? values.constanciaNumber || null : null,
        notes: null,
        allocations,
      });
      toast.success(t('billing-receivables:form.saved'));
      onClose();
    } catch (error) {
      reportError(form, error, { ALREADY_REGISTERED: 'constanciaNumber' });
    }
  };

  return (
    <Modal
      open={account !== null}
      title={t('billing-receivables:form.title', { client: account?.clientName ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'collection-submit' } as ButtonProps}
      width={760}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="collection-form">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="kind" label={t('billing-receivables:columns.kind')} required>
              <Radio.Group
                optionType="button"
                options={COLLECTION_KINDS.map((k) => ({
                  value: k,
                  label: t(`billing-receivables:kind.${k}`),
                }))}
                data-testid="collection-kind"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="date"
              label={t('billing-receivables:columns.date')}
              required
              rules={[zodRule(fields.date)]}
            >
              <DateInput data-testid="collection-date" />
            </Form.Item>
          </Col>
          {kind === 'payment' ? (
            <>
              <Col xs={24} md={12}>
                <Form.Item name="bankAccountId" label={t('billing-receivables:columns.account')} required>
                  <Select
                    options={(accounts.data ?? []).map((a) => ({
                      value: a.id,
                      label: `${a.label} (${a.currency})`,
                    }))}
                    loading={accounts.isPending}
                    data-testid="collection-account"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name="reference" label={t('billing-receivables:columns.reference')}>
                  <Input maxLength={60} data-testid="collection-reference" />
                </Form.Item>
              </Col>
              {currency === 'USD' ? (
                <Col xs={24} md={6}>
                  <Form.Item
                    name="exchangeRate"
                    label={t('billing-receivables:columns.exchangeRate')}
                    extra={t('billing-receivables:form.rateHint')}
                  >
                    <Input inputMode="decimal" placeholder="3.750" data-testid="collection-rate" />
                  </Form.Item>
                </Col>
              ) : null}
            </>
          ) : (
            <Col xs={24} md={12}>
              <Form.Item name="constanciaNumber" label={t('billing-receivables:columns.constancia')} required>
                <Input maxLength={30} data-testid="collection-constancia" />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={documents}
          data-testid="collection-documents"
          columns={[
            { title: t('billing-receivables:columns.document'), dataIndex: 'fullNumber' },
            {
              title: t('billing-receivables:columns.balance'),
              align: 'right',
              render: (_: unknown, d) =>
                kind === 'detraction'
                  ? formatMoney(d.detractionBalancePen, 'PEN', i18n.language)
                  : formatMoney(d.netBalance, d.currency, i18n.language),
            },
            {
              title: t('billing-receivables:columns.amount'),
              width: 180,
              render: (_: unknown, d) => (
                <Form.Item name={['amounts', String(d.id)]} noStyle>
                  <InputNumber<number>
                    min={0}
                    max={Number(kind === 'detraction' ? d.detractionBalancePen : d.netBalance)}
                    precision={2}
                    style={{ width: '100%' }}
                    data-testid={`collection-amount-${d.fullNumber}`}
                  />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
};
