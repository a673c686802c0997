import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { Currency, TSalaryIncrease } from '@zerg/shared';
import { Button, Flex, Space, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import type { DataTableColumn } from '../../../components/data-table';
import { DeciderNote } from '../../../components/decider-note';
import { StatusTag } from '../../../components/status-tag';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

export type SalaryIncreaseRowActions = {
  /** Absent on the requester's screen: deciding is HR's screen. */
  onApprove?: (row: TSalaryIncrease) => Promise<unknown>;
  onReject?: (row: TSalaryIncrease) => void;
};

const day = (value: string) => formatDate(value);

/** The columns of both salary-increase lists. */
export const salaryIncreaseColumns = (
  t: TFunction,
  lang: string,
  actions: SalaryIncreaseRowActions,
): DataTableColumn<TSalaryIncrease>[] => {
  const money = (amount: string, row: TSalaryIncrease) => formatMoney(amount, row.currency as Currency, lang);
  const columns: DataTableColumn<TSalaryIncrease>[] = [
    {
      title: t('salary-increases:columns.employee'),
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
      title: t('salary-increases:columns.currentSalary'),
      dataIndex: 'currentSalary',
      align: 'right',
      render: (value: string, row) => <Typography.Text type="secondary">{money(value, row)}</Typography.Text>,
    },
    {
      title: t('salary-increases:columns.newSalary'),
      dataIndex: 'newSalary',
      sortKey: 'newSalary',
      align: 'right',
      render: (value: string, row) => (
        <Typography.Text strong data-testid={`salary-increase-new-${row.id}`}>
          {money(value, row)}
        </Typography.Text>
      ),
    },
    {
      title: t('salary-increases:columns.effectiveDate'),
      dataIndex: 'effectiveDate',
      sortKey: 'effectiveDate',
      render: (value: string) => day(value),
    },
    {
      title: t('salary-increases:columns.reason'),
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
      title: t('salary-increases:columns.requested'),
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
      title: t('salary-increases:columns.status'),
      dataIndex: 'status',
      sortKey: 'status',
      align: 'center',
      render: (status: string, row) => (
        <>
          <Tooltip
            title={
              row.decidedByName
                ? [
                    t('salary-increases:decidedBy', { name: row.decidedByName }),
                    row.rejectionReason ?? '',
                  ].join(' ')
                : undefined
            }
          >
            <span data-testid={`salary-increase-status-${row.id}`}>
              <StatusTag status={status} label={t(`salary-increases:status.${status}`)} />
            </span>
          </Tooltip>
          <DeciderNote
            open={status === 'pending'}
            escalatedTo={row.escalatedTo}
            usual={t('common:decider.hr')}
            testId={`salary-increase-decider-${row.id}`}
          />
        </>
      ),
    },
  ];
  const { onApprove, onReject } = actions;
  if (onApprove && onReject)
    columns.push({
      title: t('common:table.actions'),
      key: 'actions',
      fixed: 'right',
      align: 'center',
      render: (_value, row) =>
        row.canDecide ? (
          <Space size={0}>
            <Tooltip title={t('salary-increases:approve')}>
              <ConfirmButton
                type="text"
                icon={<CheckOutlined />}
                aria-label={t('salary-increases:approve')}
                confirmTitle={t('salary-increases:approveQuestion', {
                  name: row.employeeName,
                  amount: money(row.newSalary, row),
                })}
                confirmOkText={t('salary-increases:approve')}
                onConfirm={() => onApprove(row)}
                data-testid={`salary-increase-approve-${row.id}`}
              />
            </Tooltip>
            <Tooltip title={t('salary-increases:reject')}>
              <Button
                type="text"
                danger
                icon={<CloseOutlined />}
                aria-label={t('salary-increases:reject')}
                onClick={() => onReject(row)}
                data-testid={`salary-increase-reject-${row.id}`}
              />
            </Tooltip>
          </Space>
        ) : null,
    });
  return columns;
};
