import { RedoOutlined } from '@ant-design/icons';
import type { TOutboxItem } from '@zerg/shared';
import { Button, Flex, Select, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { retryMail, useEmailWrite } from '../api/email-writes';
import { exportOutbox } from '../api/export-lists';
import { type OutboxFilters, useOutbox } from '../api/get-outbox';

type OutboxStatus = TOutboxItem['status'];
const STATUSES: readonly OutboxStatus[] = ['queued', 'sent', 'failed'];

/** The mail outbox: queued, sent and failed mail with the error; a failed one can be sent again. */
export const OutboxTable = () => {
  const { t } = useTranslation();
  const list = useListState<OutboxFilters>({ sortBy: 'createdAt', sortDesc: true, urlKey: 'outbox' });
  const outbox = useOutbox(list.params);
  const retry = useEmailWrite(retryMail);

  const columns: DataTableColumn<TOutboxItem>[] = [
    {
      title: t('settings:outbox.columns.to'),
      dataIndex: 'to',
      sortKey: 'to',
      render: (to: string, row) => (
        <Flex vertical>
          <Typography.Text>{to || '—'}</Typography.Text>
          {row.cc ? <Typography.Text type="secondary">CC: {row.cc}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      title: t('settings:outbox.columns.subject'),
      dataIndex: 'subject',
      render: (subject: string, row) => (
        <Flex vertical>
          <Typography.Text strong>{subject}</Typography.Text>
          {row.event ? (
            <Typography.Text type="secondary">
              {t(`settings:events.${row.event}`, { defaultValue: row.event })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('settings:outbox.columns.status'),
      dataIndex: 'status',
      width: 220,
      render: (status: OutboxStatus, row) => (
        <Flex vertical gap={2}>
          <span>
            <StatusTag status={status} />
            {row.attempts > 0 ? (
              <Typography.Text type="secondary">
                {t('settings:outbox.attempts', { count: row.attempts })}
              </Typography.Text>
            ) : null}
          </span>
          {row.error ? (
            <Typography.Text type="danger" ellipsis={{ tooltip: row.error }} style={{ maxWidth: 210 }}>
              {row.error}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('settings:outbox.columns.date'),
      dataIndex: 'createdAt',
      sortKey: 'createdAt',
      width: 170,
      render: (createdAt: string) => (
        <Tooltip title={dayjs(createdAt).fromNow()}>{formatDateTime(createdAt)}</Tooltip>
      ),
    },
    {
      key: 'retry',
      width: 60,
      render: (_: unknown, row) =>
        row.status === 'failed' ? (
          <Tooltip title={t('settings:outbox.retry')}>
            <Button
              type="text"
              icon={<RedoOutlined />}
              aria-label={t('settings:outbox.retry')}
              loading={retry.isPending && retry.variables === row.id}
              onClick={() =>
                retry.mutate(row.id, {
                  onSuccess: () => toast.success(t('settings:outbox.retried')),
                  onError: (error) => toast.danger(errorMessage(t, error)),
                })
              }
              data-testid={`outbox-retry-${row.id}`}
            />
          </Tooltip>
        ) : null,
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
      onExport={() => exportOutbox(list.params)}
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
          <Flex vertical gap={8}>
            {row.error ? <Typography.Text type="danger">{row.error}</Typography.Text> : null}
            <pre className="pre-text" data-testid={`outbox-body-${row.id}`}>
              {row.text}
            </pre>
          </Flex>
        ),
      }}
    />
  );
};
