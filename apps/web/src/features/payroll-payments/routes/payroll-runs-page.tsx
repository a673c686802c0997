import type { PersonalType, TPayrollRun, TPayrollRunCreateBody } from '@zerg/shared';
import { Button, Card, Form, InputNumber, Modal, Progress, Select, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYROLL_TABS, RouteTabs } from '../../../components/route-tabs';
import { formatMoney } from '../../../lib/format-money';
import { useCompanies } from '../../../reference-data/get-companies';
import { useCreatePayrollRun } from '../api/create-payroll-run';
import { usePayrollRuns } from '../api/get-payroll-runs';

const STAFF_TABS = [
  {
    path: '/rrhh/payroll/payments/administrative',
    labelKey: 'payroll-payments:administrative',
    testId: 'tab-payments-administrative',
  },
  {
    path: '/rrhh/payroll/payments/operations',
    labelKey: 'payroll-payments:operations',
    testId: 'tab-payments-operations',
  },
] as const;

export const STATE_COLORS = {
  registered: 'blue',
  approved: 'gold',
  paid: 'green',
  canceled: 'default',
} as const;

const NewRunModal = ({ personalType, onClose }: { personalType: PersonalType; onClose: () => void }) => {
  const { t } = useTranslation('payroll-payments');
  const companies = useCompanies();
  const create = useCreatePayrollRun();
  const [form] = Form.useForm<TPayrollRunCreateBody>();
  const firstCompany = companies.data?.[0]?.id;
  // The companies arrive after the form mounts: the first one is the default.
  useEffect(() => {
    if (firstCompany && !form.getFieldValue('companyId')) form.setFieldValue('companyId', firstCompany);
  }, [firstCompany, form]);
  const submit = async (values: TPayrollRunCreateBody, overrideWarnings = false) => {
    try {
      await create.mutateAsync({ ...values, personalType, overrideWarnings });
      onClose();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'PAYROLL_PENDING_JUSTIFICATIONS') {
        Modal.confirm({
          title: t('pendingTitle'),
          content: (err as Error).message,
          okText: t('runAnyway'),
          onOk: () => submit(values, true),
        });
      } else Modal.error({ title: t('createFailed'), content: (err as Error).message });
    }
  };
  const now = new Date();
  return (
    <Modal
      open
      title={t('newRun')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          year: now.getFullYear(),
          month: now.getMonth() + 1,
          kind: 'monthly',
          companyId: companies.data?.[0]?.id,
        }}
        onFinish={(v) => submit(v)}
      >
        <Form.Item name="companyId" label={t('company')} rules={[{ required: true }]}>
          <Select
            data-testid="run-company"
            options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Space>
          <Form.Item name="year" label={t('year')} rules={[{ required: true }]}>
            <InputNumber data-testid="run-year" min={2000} max={2100} />
          </Form.Item>
          <Form.Item name="month" label={t('month')} rules={[{ required: true }]}>
            <InputNumber data-testid="run-month" min={1} max={12} />
          </Form.Item>
        </Space>
        <Form.Item name="kind" label={t('kind')}>
          <Select
            options={(['monthly', 'gratificacion', 'cts'] as const).map((k) => ({
              value: k,
              label: t(`kinds.${k}`),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};

const PayrollRunsPage = ({ personalType }: { personalType: PersonalType }) => {
  const { t, i18n } = useTranslation('payroll-payments');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const runs = usePayrollRuns({ page, perPage: 20, filters: { personalType } });
  return (
    <>
      <RouteTabs tabs={PAYROLL_TABS} />
      <RouteTabs tabs={STAFF_TABS} />
      <Card
        title={t(personalType === 'administrative' ? 'administrativeTitle' : 'operationsTitle')}
        extra={
          <Button type="primary" data-testid="new-run" onClick={() => setAdding(true)}>
            {t('newRun')}
          </Button>
        }
      >
        <Table<TPayrollRun>
          rowKey="id"
          loading={runs.isLoading}
          dataSource={runs.data?.data ?? []}
          locale={{ emptyText: t('empty') }}
          pagination={{ current: page, pageSize: 20, total: runs.data?.total ?? 0, onChange: setPage }}
          columns={[
            {
              title: t('period'),
              render: (_, r) => (
                <Link
                  to={`/rrhh/payroll/payments/run/${r.id}`}
                  data-testid={`run-${r.year}-${r.month}`}
                >{`${r.year}-${String(r.month).padStart(2, '0')}`}</Link>
              ),
            },
            { title: t('company'), dataIndex: 'companyName' },
            { title: t('kind'), render: (_, r) => t(`kinds.${r.kind}`) },
            {
              title: t('state'),
              render: (_, r) => <Tag color={STATE_COLORS[r.state]}>{t(`states.${r.state}`)}</Tag>,
            },
            {
              title: t('progress'),
              render: (_, r) =>
                r.job === 'done' ? (
                  t('workers', { count: r.employeeCount })
                ) : r.job === 'failed' ? (
                  <Tag color="red">{r.error}</Tag>
                ) : (
                  <Progress
                    percent={r.total ? Math.round((r.progress / r.total) * 100) : 0}
                    size="small"
                    status="active"
                  />
                ),
            },
            {
              title: t('net'),
              dataIndex: 'net',
              align: 'right',
              render: (v: string) => formatMoney(v, 'PEN', i18n.language),
            },
          ]}
        />
      </Card>
      {adding && <NewRunModal personalType={personalType} onClose={() => setAdding(false)} />}
    </>
  );
};

export const AdministrativePayrollPage = () => <PayrollRunsPage personalType="administrative" />;
export const OperationsPayrollPage = () => <PayrollRunsPage personalType="operations" />;
