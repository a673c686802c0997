import { FilePdfOutlined } from '@ant-design/icons';
import type { TPayrollDate } from '@zerg/shared';
import { Button, Card, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { formatMoney } from '../../../lib/format-money';
import { monthHeading } from '../../../lib/month-heading';
import { useDownloadPayslip } from '../api/download-payslip';
import { usePayrollDates } from '../api/get-payroll-dates';

/** The worker's own approved payslips, newest first, each downloadable as the legal PDF. */
export const OwnPayslips = () => {
  const { t, i18n } = useTranslation();
  const dates = usePayrollDates();
  const download = useDownloadPayslip();
  const period = (row: TPayrollDate) => monthHeading(row.year, row.month, i18n.language);
  const columns: ColumnsType<TPayrollDate> = [
    { key: 'period', title: t('profile:payslips.period'), render: (_, row) => period(row) },
    {
      key: 'kind',
      title: t('profile:payslips.kind'),
      render: (_, row) => t(`profile:payslips.kinds.${row.kind}`),
    },
    {
      key: 'net',
      title: t('profile:payslips.net'),
      align: 'right',
      render: (_, row) => formatMoney(row.net, 'PEN', i18n.language),
    },
    {
      key: 'download',
      title: '',
      align: 'right',
      render: (_, row) => (
        <Button
          icon={<FilePdfOutlined />}
          loading={download.isPending && download.variables === row.slipId}
          onClick={() => download.mutate(row.slipId)}
          data-testid={`payslip-download-${row.year}-${row.month}`}
        >
          {t('profile:payslips.download')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('profile:payslips.title')} data-testid="own-payslips">
      {dates.isError ? (
        <ErrorState error={dates.error} onRetry={() => void dates.refetch()} />
      ) : (
        <Table<TPayrollDate>
          rowKey="slipId"
          size="middle"
          loading={dates.isPending}
          columns={columns}
          dataSource={dates.data ?? []}
          pagination={(dates.data?.length ?? 0) > 12 ? { pageSize: 12, showSizeChanger: false } : false}
          locale={{ emptyText: <Empty description={t('profile:payslips.empty')} /> }}
          scroll={{ x: true }}
        />
      )}
    </Card>
  );
};
