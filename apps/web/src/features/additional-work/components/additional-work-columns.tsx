import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { TAdditionalWork } from '@zerg/shared';
import { Button, Flex, Space, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import type { DataTableColumn } from '../../../components/data-table';
import { DeciderNote } from '../../../components/decider-note';
import { StatusTag } from '../../../components/status-tag';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

export type AdditionalWorkRowActions = {
  onApprove: (row: TAdditionalWork) => Promise<unknown>;
  onReject: (row: TAdditionalWork) => void;
};

const hoursText = (hours: string) => String(Number(hours));

/** The columns of the additional-work list; decisions show only where the caller may decide. */
export const additionalWorkColumns = (
  t: TFunction,
  lang: string,
  actions: AdditionalWorkRowActions,
): DataTableColumn<TAdditionalWork>[] => [
  {
    title: t('additional-work:columns.employee'),
    dataIndex: 'employeeName',
    sortKey: 'employeeName',
    fixed: 'left',
    render: (name: string, row) => (
      <Flex vertical>
        <Typography.Text strong>{name}</Typography.Text>
        {row.areaName && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.areaName}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: t('additional-work:columns.date'),
    dataIndex: 'date',
    sortKey: 'date',
    render: (value: string) => formatDate(value),
  },
  {
    title: t('additional-work:columns.hours'),
    dataIndex: 'hours',
    sortKey: 'hours',
    align: 'right',
    render: (value: string) => hoursText(value),
  },
  {
    title: t('additional-work:columns.pay'),
    dataIndex: 'payMode',
    render: (mode: TAdditionalWork['payMode'], row) =>
      mode === 'amount' ? (
        <Typography.Text strong>{formatMoney(row.amount, 'PEN', lang)}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('additional-work:payMode.hours')}</Typography.Text>
      ),
  },
  {
    title: t('additional-work:columns.reason'),
    dataIndex: 'reason',
    width: 260,
    render: (reason: string) => (
      <Typography.Paragraph
        ellipsis={{ rows: 2, tooltip: reason }}
        style={{ marginBottom: 0, maxWidth: 260 }}
      >
        {reason}
      </Typography.Paragraph>
    ),
  },
  {
    title: t('additional-work:columns.requested'),
    dataIndex: 'requestedAt',
    sortKey: 'requestedAt',
    render: (value: string, row) => (
      <Flex vertical>
        <Typography.Text>{row.requestedByName ?? '—'}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(value)}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: t('additional-work:columns.status'),
    dataIndex: 'status',
    sortKey: 'status',
    align: 'center',
    render: (status: string, row) => (
      <>
        <Tooltip
          title={
            row.decidedByName
              ? [t('additional-work:decidedBy', { name: row.decidedByName }), row.rejectionReason ?? ''].join(
                  ' ',
                )
              : undefined
          }
        >
          <span data-testid={`additional-work-status-${row.id}`}>
            <StatusTag status={status} label={t(`additional-work:status.${status}`)} />
          </span>
        </Tooltip>
        <DeciderNote
          open={status === 'pending'}
          escalatedTo={row.escalatedTo}
          usual={t('common:decider.hr')}
          testId={`additional-work-decider-${row.id}`}
        />
      </>
    ),
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    align: 'center',
    render: (_value, row) =>
      row.canDecide ? (
        <Space size={0}>
          <Tooltip title={t('additional-work:approve')}>
            <ConfirmButton
              type="text"
              icon={<CheckOutlined />}
              aria-label={t('additional-work:approve')}
              confirmTitle={t('additional-work:approveQuestion', {
                name: row.employeeName,
                hours: hoursText(row.hours),
              })}
              confirmOkText={t('additional-work:approve')}
              onConfirm={() => actions.onApprove(row)}
              data-testid={`additional-work-approve-${row.id}`}
            />
          </Tooltip>
          <Tooltip title={t('additional-work:reject')}>
            <Button
              type="text"
              danger
              icon={<CloseOutlined />}
              aria-label={t('additional-work:reject')}
              onClick={() => actions.onReject(row)}
              data-testid={`additional-work-reject-${row.id}`}
            />
          </Tooltip>
        </Space>
      ) : null,
  },
];
