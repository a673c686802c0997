import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { PayslipDeliveryState, TPayslipDelivery } from '@zerg/shared';
import { Card, Empty, Grid, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import { monthHeading } from '../../lib/month-heading';
import { DownloadButton } from '../download-button';
import { ErrorState } from '../error-state';
import { downloadSignedPayslip } from './api/download-signed-payslip';
import { useSignedPayslips } from './api/get-signed-payslips';

const STATE_COLORS: Record<PayslipDeliveryState, string> = {
  queued: 'warning',
  sent: 'processing',
  opened: 'success',
  failed: 'error',
  no_email: 'default',
};

const when = (value: string | null) => (value ? formatDateTime(value) : '');

export type SignedPayslipListProps = {
  /** Whose (HR on a worker's record); the signed-in worker's own when omitted. */
  employeeId?: number;
  title: string;
  emptyText: string;
  /** HR follows the delivery: address, state, opened. The worker only downloads. */
  showDelivery?: boolean;
  testId: string;
};

/** A worker's digitally signed boletas (DL 1310), newest first, each downloadable as mailed. */
export const SignedPayslipList = ({
  employeeId,
  title,
  emptyText,
  showDelivery = false,
  testId,
}: SignedPayslipListProps) => {
  const { t, i18n } = useTranslation();
  const rows = useSignedPayslips(employeeId);
  // On a phone the kind and the signing date go under the month and the button keeps its icon only.
  const phone = !(Grid.useBreakpoint().sm ?? true);
  const kind = (row: TPayslipDelivery) => t(`common:payslips.kinds.${row.kind}`);
  const columns: ColumnsType<TPayslipDelivery> = [
    {
      key: 'period',
      title: t('common:payslips.period'),
      render: (_, row) =>
        phone ? (
          <>
            <div>{monthHeading(row.year, row.month, i18n.language)}</div>
            <Typography.Text type="secondary">
              {kind(row)} · {when(row.signedAt)}
            </Typography.Text>
          </>
        ) : (
          monthHeading(row.year, row.month, i18n.language)
        ),
    },
    ...(phone
      ? []
      : [
          {
            key: 'kind',
            title: t('common:payslips.kind'),
            render: (_: unknown, row: TPayslipDelivery) => kind(row),
          },
          {
            key: 'signedAt',
            title: t('common:signedPayslips.signedAt'),
            render: (_: unknown, row: TPayslipDelivery) => when(row.signedAt),
          },
        ]),
    ...(showDelivery
      ? [
          { key: 'sentTo', title: t('common:signedPayslips.sentTo'), dataIndex: 'sentTo' },
          {
            key: 'state',
            title: t('common:signedPayslips.state'),
            render: (_: unknown, row: TPayslipDelivery) => (
              <Tag color={STATE_COLORS[row.state]}>{t(`common:signedPayslips.states.${row.state}`)}</Tag>
            ),
          },
          {
            key: 'openedAt',
            title: t('common:signedPayslips.openedAt'),
            render: (_: unknown, row: TPayslipDelivery) => when(row.openedAt),
          },
        ]
      : []),
    {
      key: 'download',
      title: t('common:table.actions'),
      align: 'right',
      render: (_, row) => (
        <DownloadButton
          icon={<SafetyCertificateOutlined />}
          download={() => downloadSignedPayslip(row.id)}
          data-testid={`signed-payslip-download-${row.year}-${row.month}-${row.kind}`}
          aria-label={t('common:signedPayslips.download')}
        >
          {phone ? null : t('common:signedPayslips.download')}
        </DownloadButton>
      ),
    },
  ];
  return (
    <Card title={title} data-testid={testId} style={{ marginTop: 16 }}>
      {rows.isError ? (
        <ErrorState error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <Table<TPayslipDelivery>
          rowKey="id"
          size="middle"
          loading={rows.isPending}
          columns={columns}
          dataSource={rows.data ?? []}
          pagination={(rows.data?.length ?? 0) > 12 ? { pageSize: 12, showSizeChanger: false } : false}
          locale={{ emptyText: <Empty description={emptyText} /> }}
          scroll={{ x: true }}
        />
      )}
    </Card>
  );
};
