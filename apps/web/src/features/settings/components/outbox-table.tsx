import type { TOutboxItem } from '@zerg/shared';
import { Select, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { useListState } from '../../../components/use-list-state';
import { type OutboxFilters, useOutbox } from '../api/get-outbox';

type OutboxStatus = TOutboxItem['status'];
const STATUSES: readonly OutboxStatus[] = ['queued', 'sent', 'failed'];

/** The mail outbox: recipient, subject, status and date; a row expands to the text body. */
export const OutboxTable = () => {
  const { t } = useTranslation();
  const list = useListState<OutboxFilters>({ sortBy: 'createdAt', sortDesc: true });
  const outbox = useOutbox(list.params);

  const columns: DataTableColumn<TOutboxItem>[] = [
    { title: t('settings:outbox.columns.to'), dataIndex: 'to', sortKey: 'to' },
    {
      title: t('settings:outbox.columns.subject'),
      dataIndex: 'subject',
      render: (subject: string) => <Typography.Text strong>{subject}</Typography.Text>,
    },
    {
      title: t('settings:outbox.columns.status'),
      dataIndex: 'status',
      render: (status: OutboxStatus) => <StatusTag status={status} />,
    },
    {
      title: t('settings:outbox.columns.date'),
      dataIndex: 'createdAt',
      sortKey: 'createdAt',
      render: (createdAt: string) => (
        <Tooltip title={dayjs(createdAt).fromNow()}>{dayjs(createdAt).format('L LT')}</Tooltip>
      ),
    },
  ];

  return (
    <DataTable<TOutboxItem, OutboxFilters>
      list={list}
      query={outbox}
      columns={columns}
      rowKey="id"
      testId="outbox-table"
      searchPlaceholder={t('settings:outbox.search')}
      emptyText={t('settings:outbox.empty')}
      filters={
        <Select<OutboxStatus>
          allowClear
          placeholder={t('settings:outbox.status')}
          value={list.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={STATUSES.map((status) => ({ value: status, label: t(`common:status.${status}`) }))}
          style={{ width: 160 }}
          data-testid="filter-outbox-status"
        />
      }
      expandable={{
        expandedRowRender: (row) => (
          <pre className="pre-text" data-testid={`outbox-body-${row.id}`}>
            {row.text}
          </pre>
        ),
      }}
    />
  );
};
