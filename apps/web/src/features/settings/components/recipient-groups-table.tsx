import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type MailEvent, type TEmailRecipientGroupItem, ZEmailRecipientGroupCreateBody } from '@zerg/shared';
import { Button, Form, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { zodRule } from '../../../lib/zod-rule';
import { useEntityGroupOptions } from '../../../reference-data/get-entity-group-options';
import { createRecipientGroup, deleteRecipientGroup, useEmailWrite } from '../api/email-writes';
import { exportRecipientGroups } from '../api/export-lists';
import { type RecipientGroupFilters, useRecipientGroups } from '../api/get-recipient-groups';
import { EventLabel, EventSelect } from './event-label';
import { KindTag } from './recipients-table';

const fields = ZEmailRecipientGroupCreateBody.shape;
type Values = { event: MailEvent; groupId: number; kind: 'to' | 'cc' };

/** Recipients group: whole entity groups told of an event; their active members get the mail. */
export const RecipientGroupsTable = () => {
  const { t } = useTranslation();
  const list = useListState<RecipientGroupFilters>({ sortBy: 'event', urlKey: 'groups' });
  const rows = useRecipientGroups(list.params);
  const groups = useEntityGroupOptions();
  const remove = useEmailWrite(deleteRecipientGroup);
  const create = useEmailWrite(createRecipientGroup);
  const reportError = useFormError();
  const [form] = Form.useForm<Values>();
  const [adding, setAdding] = useState(false);

  const submit = (values: Values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success(t('settings:groups.added'));
        form.resetFields();
        setAdding(false);
      },
      onError: (error) => reportError(form, error),
    });

  const columns: DataTableColumn<TEmailRecipientGroupItem>[] = [
    {
      title: t('settings:groups.columns.event'),
      dataIndex: 'event',
      sortKey: 'event',
      render: (event: string) => <EventLabel event={event} />,
    },
    {
      title: t('settings:groups.columns.group'),
      dataIndex: 'groupName',
      sortKey: 'groupName',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { title: t('settings:groups.columns.members'), dataIndex: 'memberCount', width: 120, align: 'right' },
    {
      title: t('settings:groups.columns.kind'),
      dataIndex: 'kind',
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
          aria-label={t('settings:groups.remove')}
          data-testid={`recipient-group-remove-${row.id}`}
          onConfirm={() =>
            remove.mutateAsync(row.id).catch((error: unknown) => toast.danger(errorMessage(t, error)))
          }
        />
      ),
    },
  ];

  return (
    <>
      <DataTable<TEmailRecipientGroupItem, RecipientGroupFilters>
        list={list}
        query={rows}
        columns={columns}
        rowKey="id"
        testId="recipient-groups-table"
        searchPlaceholder={t('settings:groups.search')}
        emptyText={t('settings:groups.empty')}
        onExport={() => exportRecipientGroups(list.params)}
        filters={
          <>
            <EventSelect
              allowClear
              value={list.filters.event}
              onChange={(value) => list.setFilter('event', value)}
              width={240}
              testId="filter-group-event"
            />
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('settings:groups.columns.group')}
              value={list.filters.groupId}
              onChange={(value) => list.setFilter('groupId', value)}
              options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
              style={{ width: 190 }}
              data-testid="filter-group-group"
            />
          </>
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="recipient-group-add"
          >
            {t('settings:groups.add')}
          </Button>
        }
      />
      <Modal
        open={adding}
        title={t('settings:groups.addTitle')}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        okText={t('common:actions.save')}
        cancelText={t('common:actions.cancel')}
        confirmLoading={create.isPending}
        okButtonProps={{ 'data-testid': 'recipient-group-save' } as never}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ kind: 'to' }}>
          <Form.Item name="event" label={t('settings:recipients.event')} rules={[zodRule(fields.event)]}>
            <EventSelect withPersonal={false} testId="recipient-group-event" />
          </Form.Item>
          <Form.Item
            name="groupId"
            label={t('settings:groups.columns.group')}
            rules={[zodRule(fields.groupId)]}
          >
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              loading={groups.isPending}
              options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
              data-testid="recipient-group-group"
            />
          </Form.Item>
          <Form.Item name="kind" label={t('settings:groups.columns.kind')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'to', label: t('settings:recipients.to') },
                { value: 'cc', label: t('settings:recipients.cc') },
              ]}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
