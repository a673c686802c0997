import type { TUnbookedPayment } from '@zerg/shared';
import { Alert, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../../components/route-tabs';
import { formatDate, formatPeriod } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useCompanies } from '../../../reference-data/get-companies';
import { useUnbooked } from '../api/get-unbooked';
import { TREASURY_PAYROLL_TABS } from '../screens';

/**
 * /treasury/payroll/unbooked: what is recorded as paid with no journal entry for its payment
 * (payrolls and advances marked paid before payments by hand were booked, viatics paid by hand):
 * bookkeeping posts them by hand or reverses the source.
 */
export const UnbookedPage = () => {
  const { t, i18n } = useTranslation();
  const companies = useCompanies();
  const [companyId, setCompanyId] = useState<number | undefined>();
  const list = useUnbooked(companyId ? { companyId } : {});
  const companyName = (id: number | null) => companies.data?.find((c) => c.id === id)?.name ?? '—';

  return (
    <>
      <RouteTabs tabs={TREASURY_PAYROLL_TABS} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<number>
          allowClear
          style={{ width: 280 }}
          placeholder={t('treasury-payroll:columns.company')}
          value={companyId}
          onChange={setCompanyId}
          options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          data-testid="unbooked-company"
        />
      </Space>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('treasury-payroll:unbookedHint')}
      />
      <Table<TUnbookedPayment>
        rowKey={(r) => `${r.source}:${r.sourceId}`}
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('treasury-payroll:unbookedEmpty') }}
        data-testid="unbooked-table"
        columns={[
          {
            title: t('treasury-payroll:columns.source'),
            dataIndex: 'source',
            render: (source: string) => <Tag>{t(`treasury-payroll:source.${source}`)}</Tag>,
          },
          { title: t('treasury-payroll:columns.company'), dataIndex: 'companyId', render: companyName },
          {
            title: t('treasury-payroll:columns.description'),
            key: 'description',
            render: (_: unknown, r: TUnbookedPayment) =>
              [
                r.runKind && t(`common:payslips.kinds.${r.runKind}`),
                r.employeeName,
                r.period && formatPeriod(r.period),
                r.day && formatDate(r.day),
              ]
                .filter(Boolean)
                .join(' · '),
          },
          {
            title: t('treasury-payroll:columns.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (v: string) => formatMoney(v, 'PEN', i18n.language),
          },
          {
            title: t('treasury-payroll:columns.paidAt'),
            dataIndex: 'paidAt',
            render: (v: string | null) => (v ? formatDate(v) : '—'),
          },
          { title: t('treasury-payroll:columns.reference'), dataIndex: 'reference' },
        ]}
      />
    </>
  );
};
