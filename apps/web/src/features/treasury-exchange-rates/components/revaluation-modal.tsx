import type { TRevaluationRunResult } from '@zerg/shared';
import { Alert, type ButtonProps, Col, DatePicker, Form, Modal, Row, Select, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormError } from '../../../components/use-form-error';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useCompanies } from '../../../reference-data/get-companies';
import { useRunRevaluation } from '../api/run-revaluation';

type Values = { companyId?: number; period?: Dayjs };

export type RevaluationModalProps = { open: boolean; onClose: () => void };

/**
 * The month-end revaluation of the USD accounts: each one's dollars at the month's closing purchase
 * rate against what its ledger sub-account holds; the difference goes to 776 (gain) or 676 (loss).
 */
export const RevaluationModal = ({ open, onClose }: RevaluationModalProps) => {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const companies = useCompanies();
  const run = useRunRevaluation();
  const reportError = useFormError();
  const [result, setResult] = useState<TRevaluationRunResult | null>(null);

  const close = () => {
    setResult(null);
    form.resetFields();
    onClose();
  };

  const submit = async (values: Values) => {
    if (!values.companyId || !values.period) return;
    try {
      setResult(
        await run.mutateAsync({ companyId: values.companyId, period: values.period.format('YYYY-MM') }),
      );
    } catch (error) {
      reportError(form, error, { EXCHANGE_RATE_MISSING: 'period' });
    }
  };

  const pen = (v: string) => formatMoney(v, 'PEN', i18n.language);
  return (
    <Modal
      open={open}
      title={t('treasury-exchange-rates:revaluation.title')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('treasury-exchange-rates:revaluation.run')}
      cancelText={t('common:actions.close')}
      confirmLoading={run.isPending}
      okButtonProps={{ 'data-testid': 'revaluation-run' } as ButtonProps}
      width={860}
      forceRender
    >
      <Alert
        type="info"
        showIcon
        message={t('treasury-exchange-rates:revaluation.rule')}
        style={{ marginBottom: 16 }}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ period: dayjs().subtract(1, 'month') }}
        data-testid="revaluation-form"
      >
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item
              name="companyId"
              label={t('treasury-exchange-rates:revaluation.company')}
              rules={[{ required: true }]}
            >
              <Select<number>
                loading={companies.isPending}
                options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                data-testid="revaluation-company"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              name="period"
              label={t('treasury-exchange-rates:revaluation.period')}
              rules={[{ required: true }]}
            >
              <DatePicker
                picker="month"
                format="MM/YYYY"
                style={{ width: '100%' }}
                data-testid="revaluation-period"
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {result && (
        <div data-testid="revaluation-result">
          <Alert
            type={result.posted.length ? 'success' : 'info'}
            showIcon
            style={{ marginBottom: 12 }}
            message={t('treasury-exchange-rates:revaluation.done', {
              date: formatDate(result.closingDate),
              rate: result.rate.replace(/0$/, ''),
              posted: result.posted.length,
              unchanged: result.unchanged,
            })}
          />
          {result.posted.length > 0 && (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={result.posted}
              columns={[
                { title: t('treasury-exchange-rates:revaluation.account'), dataIndex: 'bankAccountName' },
                {
                  title: t('treasury-exchange-rates:revaluation.balanceUsd'),
                  dataIndex: 'balanceUsd',
                  align: 'right',
                  render: (v: string) => formatMoney(v, 'USD', i18n.language),
                },
                {
                  title: t('treasury-exchange-rates:revaluation.book'),
                  dataIndex: 'bookPen',
                  align: 'right',
                  render: pen,
                },
                {
                  title: t('treasury-exchange-rates:revaluation.revalued'),
                  dataIndex: 'revaluedPen',
                  align: 'right',
                  render: pen,
                },
                {
                  title: t('treasury-exchange-rates:revaluation.difference'),
                  dataIndex: 'difference',
                  align: 'right',
                  render: (v: string) => <span data-testid="revaluation-difference">{pen(v)}</span>,
                },
                { title: t('treasury-exchange-rates:revaluation.entry'), dataIndex: 'entryNumber' },
              ]}
            />
          )}
        </div>
      )}
    </Modal>
  );
};
