import type { TContributionDue } from '@zerg/shared';
import { Alert, Button, DatePicker, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../../components/route-tabs';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { useCompanies } from '../../../reference-data/get-companies';
import { useCreateContribution } from '../api/create-contribution';
import { useContributions } from '../api/get-contributions';
import { TREASURY_PAYROLL_TABS } from '../screens';

/**
 * /treasury/payroll/contributions: what the month's approved payrolls owe SUNAT (ESSALUD, ONP,
 * fifth-category tax) and each AFP; "Create payment" adds the pending movement treasury then
 * approves and processes like any other.
 */
export const ContributionsPage = () => {
  const { t } = useTranslation();
  const companies = useCompanies();
  const [companyId, setCompanyId] = useState<number | undefined>();
  const [month, setMonth] = useState<Dayjs>(dayjs().subtract(1, 'month'));
  const company = companyId ?? companies.data?.find((c) => c.isActive)?.id;
  const period = month.format('YYYY-MM');
  const due = useContributions({ companyId: company, period });
  const create = useCreateContribution();

  const columns = [
    {
      title: t('treasury-payroll:columns.payee'),
      dataIndex: 'payee',
      render: (payee: string) => t(`treasury-payroll:payee.${payee}`),
    },
    {
      title: t('treasury-payroll:columns.lines'),
      dataIndex: 'lines',
      render: (lines: TContributionDue['lines']) => (
        <Space direction="vertical" size={0}>
          {lines.map((l) => (
            <Typography.Text key={l.concept} style={{ fontSize: 12 }}>
              {l.account} · {t(`treasury-payroll:concept.${l.concept}`)}: {l.amount}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    { title: t('treasury-payroll:columns.amount'), dataIndex: 'amount', align: 'right' as const },
    {
      title: t('treasury-payroll:columns.movement'),
      dataIndex: 'transactionCode',
      render: (code: string | null, row: TContributionDue) =>
        code ? (
          <Tag color={row.transactionState === 'processed' ? 'green' : 'blue'}>
            {code} · {t(`treasury-payroll:state.${row.transactionState}`)}
          </Tag>
        ) : (
          <Button
            size="small"
            type="primary"
            loading={create.isPending && create.variables?.payee === row.payee}
            data-testid={`contribution-create-${row.payee}`}
            onClick={() =>
              company &&
              create.mutate(
                { companyId: company, period, payee: row.payee },
                {
                  onSuccess: (m) => toast.success(t('treasury-payroll:created', { code: m.code })),
                  onError: (error) => toast.danger(errorMessage(t, error)),
                },
              )
            }
          >
            {t('treasury-payroll:create')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <RouteTabs tabs={TREASURY_PAYROLL_TABS} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<number>
          style={{ width: 280 }}
          value={company}
          onChange={setCompanyId}
          loading={companies.isPending}
          options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name, disabled: !c.isActive }))}
          data-testid="contribution-company"
        />
        <DatePicker
          picker="month"
          allowClear={false}
          value={month}
          onChange={(v) => v && setMonth(v)}
          data-testid="contribution-period"
        />
      </Space>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('treasury-payroll:hint')} />
      <Table<TContributionDue>
        rowKey="payee"
        size="middle"
        loading={due.isFetching}
        dataSource={due.data?.data ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('treasury-payroll:empty') }}
        data-testid="contributions-table"
      />
    </>
  );
};
