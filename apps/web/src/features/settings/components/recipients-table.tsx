import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TEmailRecipientItem } from '@zerg/shared';
import { Button, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { deleteEmailRecipient, useEmailWrite } from '../api/email-writes';
import { exportEmailRecipients } from '../api/export-lists';
import { type EmailRecipientFilters, useEmailRecipients } from '../api/get-email-recipients';
import { AddRecipientModal } from './add-recipient-modal';
import { EventLabel, EventSelect } from './event-label';

export const KindTag = ({ kind }: { kind: 'to' | 'cc' }) => (
  <Tag color={kind === 'to' ? 'blue' : 'default'}>{kind.toUpperCase()}</Tag>
);

/** Configure recipients: the users and plain addresses told of each event, as To or CC. */
export const RecipientsTable = () => {
  const { t } = useTranslation();
  const list = useListState<EmailRecipientFilters>({ sortBy: 'event', urlKey: 'recipients' });
  const recipients = useEmailRecipients(list.params);
  const remove = useEmailWrite(deleteEmailRecipient);
  const [adding, setAdding] = useState(false);

  const columns: DataTableColumn<TEmailRecipientItem>[] = [
    {
      title: t('settings:recipients.columns.event'),
      dataIndex: 'event',
      sortKey: 'event',
      render: (event: string) => <EventLabel event={event} />,
    },
    {
      title: t('settings:recipients.columns.recipient'),
      dataIndex: 'email',
      sortKey: 'email',
      render: (email: string, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.fullName ?? t('settings:recipients.address')}</Typography.Text>
          <Typography.Text type="secondary">{email}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('settings:recipients.columns.kind'),
      dataIndex: 'kind',
      sortKey: 'kind',
      width: 90,
      render: (kind: 'to' | 'cc') => <KindTag kind={kind} />,
    },
    {
      key: 'remove',
      width: 60,
      render: (_: unknown, row) => (
        <ConfirmButton
          danger
          type="text"
          icon={<DeleteOutlined />}
          aria-label={t('settings:recipients.remove')}
          data-testid={`recipient-remove-${row.id}`}
          onConfirm={() =>
            remove.mutateAsync(row.id).catch((error: unknown) => toast.danger(errorMessage(t, error)))
          }
        />
      ),
    },
  ];

  return (
    <>
      <DataTable<TEmailRecipientItem, EmailRecipientFilters>
        list={list}
        query={recipients}
        columns={columns}
        rowKey="id"
        testId="email-recipients-table"
        searchPlaceholder={t('settings:recipients.search')}
        emptyText={t('settings:recipients.empty')}
        onExport={() => exportEmailRecipients(list.params)}
        filters={
          <>
            <EventSelect
              allowClear
              value={list.filters.event}
              onChange={(value) => list.setFilter('event', value)}
              width={240}
              testId="filter-recipient-event"
            />
            <Select<'to' | 'cc'>
              allowClear
              placeholder={t('settings:recipients.columns.kind')}
              value={list.filters.kind}
              onChange={(value) => list.setFilter('kind', value)}
              options={[
                { value: 'to', label: 'TO' },
                { value: 'cc', label: 'CC' },
              ]}
              style={{ width: 110 }}
              data-testid="filter-recipient-kind"
            />
          </>
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="recipient-add"
          >
            {t('settings:recipients.add')}
          </Button>
        }
      />
      <AddRecipientModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
};
