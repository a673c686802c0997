import { FilePdfOutlined } from '@ant-design/icons';
import type { TPayrollDate } from '@zerg/shared';
import { Card, Empty, Grid, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format-money';
import { monthHeading } from '../../lib/month-heading';
import { DownloadButton } from '../download-button';
import { ErrorState } from '../error-state';
import { downloadPayslip } from './api/download-payslip';
import { usePayrollDates } from './api/get-payroll-dates';

const STATE_COLORS = { registered: 'blue', approved: 'gold', paid: 'green', canceled: 'default' } as const;

export type PayslipListProps = {
  /** Whose payslips (HR on a worker's record); the signed-in worker's own when omitted. */
  employeeId?: number;
  title: string;
  emptyText: string;
  /** HR also sees drafts, so it needs the run's state next to each payslip. */
  showState?: boolean;
  testId: string;
};

/** A worker's payslips, newest first, each downloadable as the legal PDF. */
export const PayslipList = ({
  employeeId,
  title,
  emptyText,
  showState = false,
  testId,
}: PayslipListProps) => {
  const { t, i18n } = useTranslation();
  const dates = usePayrollDates(employeeId);
  const period = (row: TPayrollDate) => monthHeading(row.year, row.month, i18n.language);
  // On a phone the kind goes under the month and the button keeps its icon only: the row fits 390 px.
  const phone = !(Grid.useBreakpoint().sm ?? true);
  const kind = (row: TPayrollDate) => t(`common:payslips.kinds.${row.kind}`);
  const columns: ColumnsType<TPayrollDate> = [
    {
      key: 'period',
      title: t('common:payslips.period'),
      render: (_, row) =>
        phone ? (
          <>
            <div>{period(row)}</div>
            <Typography.Text type="secondary">{kind(row)}</Typography.Text>
          </>
        ) : (
          period(row)
        ),
    },
    ...(phone
      ? []
      : [
          {
            key: 'kind',
            title: t('common:payslips.kind'),
            render: (_: unknown, row: TPayrollDate) => kind(row),
          },
        ]),
    ...(showState
      ? [
          {
            key: 'state',
            title: t('common:payslips.state'),
            render: (_: unknown, row: TPayrollDate) => (
              <Tag color={STATE_COLORS[row.state]}>{t(`common:payslips.states.${row.state}`)}</Tag>
            ),
          },
        ]
      : []),
    {
      key: 'net',
      title: t('common:payslips.net'),
      align: 'right',
      render: (_, row) => formatMoney(row.net, 'PEN', i18n.language),
    },
    {
      key: 'download',
      title: t('common:table.actions'),
      align: 'right',
      render: (_, row) => (
        <DownloadButton
          icon={<FilePdfOutlined />}
          download={() => downloadPayslip(row.slipId)}
          data-testid={`payslip-download-${row.year}-${row.month}-${row.kind}`}
          aria-label={t('common:payslips.download')}
        >
          {phone ? null : t('common:payslips.download')}
        </DownloadButton>
      ),
    },
  ];
  return (
    <Card title={title} data-testid={testId}>
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
          locale={{ emptyText: <Empty description={emptyText} /> }}
          scroll={{ x: true }}
        />
      )}
    </Card>
  );
};
