import { PlusOutlined } from '@ant-design/icons';
import { type TTollGroupListItem, ZTollGroupRegisterBody } from '@zerg/shared';
import { Button, type ButtonProps, Form, Input, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { ExpandableText } from '../../../components/expandable-text';
import { StatusTag } from '../../../components/status-tag';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { useListState } from '../../../components/use-list-state';
import { zodRule } from '../../../lib/zod-rule';
import { useActivateTollGroup } from '../api/activate-toll-group';
import { useDeactivateTollGroup } from '../api/deactivate-toll-group';
import { exportTollGroups } from '../api/export-toll-groups';
import { useTollGroupEdit } from '../api/get-toll-group-edit';
import { type TollGroupFilters, useTollGroups } from '../api/get-toll-groups';
import { useRegisterTollGroup } from '../api/register-toll-group';
import { useUpdateTollGroup } from '../api/update-toll-group';
import { RowActions } from './row-actions';
import { StatusFilter } from './status-filter';
import { TollPicker } from './toll-picker';

type GroupFormValues = { name: string; road: string; description: string | null; tollIds: number[] };
const fields = ZTollGroupRegisterBody.shape;

const TollGroupForm = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<GroupFormValues>();
  const edit = useTollGroupEdit(id);
  const register = useRegisterTollGroup();
  const update = useUpdateTollGroup();
  const reportError = useFormError();
  const submit = (values: GroupFormValues) => {
    const body = { ...values, description: values.description ?? null, tollIds: values.tollIds ?? [] };
    const options = {
      onSuccess: () => {
        toast.success(t('travel-routes:saved'));
        onClose();
      },
      onError: (error: unknown) => reportError(form, error),
    };
    if (id === null) register.mutate(body, options);
    else update.mutate({ id, ...body }, options);
  };
  if (id !== null && !edit.data) return <Spin />;
  const initial = edit.data
    ? { ...edit.data, tollIds: edit.data.tolls.map((t) => t.id) }
    : { name: '', road: '', description: null, tollIds: [] };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} id="toll-group-form">
      <Form.Item name="name" label={t('travel-routes:groups.name')} rules={[zodRule(fields.name)]}>
        <Input maxLength={80} data-testid="toll-group-name" />
      </Form.Item>
      <Form.Item name="road" label={t('travel-routes:tolls.road')} rules={[zodRule(fields.road)]}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item name="description" label={t('travel-routes:zones.description')}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item
        name="tollIds"
        label={t('travel-routes:groups.tolls')}
        extra={t('travel-routes:tollPicker.orderHint')}
        rules={[zodRule(fields.tollIds)]}
      >
        <TollPicker known={edit.data?.tolls} testId="toll-group-tolls" />
      </Form.Item>
    </Form>
  );
};

/** Toll groups: the booths of a stretch of road, added to a route at once. */
export const TollGroupTab = () => {
  const { t } = useTranslation();
  const list = useListState<TollGroupFilters>({ sortBy: 'name', urlKey: 'toll-groups' });
  const groups = useTollGroups(list.params);
  const activate = useActivateTollGroup();
  const deactivate = useDeactivateTollGroup();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  return (
    <>
      <DataTable<TTollGroupListItem, TollGroupFilters>
        list={list}
        query={groups}
        rowKey="id"
        testId="toll-groups-table"
        searchPlaceholder={t('travel-routes:groups.search')}
        onExport={() => exportTollGroups(list.params)}
        filters={<StatusFilter value={list.filters.status} onChange={(v) => list.setFilter('status', v)} />}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ id: null })}
            data-testid="toll-groups-add"
          >
            {t('travel-routes:groups.add')}
          </Button>
        }
        columns={[
          { title: t('travel-routes:groups.name'), dataIndex: 'name', sortKey: 'name', width: 220 },
          { title: t('travel-routes:tolls.road'), dataIndex: 'road', sortKey: 'road', width: 200 },
          {
            title: t('travel-routes:groups.tolls'),
            dataIndex: 'tolls',
            render: (tolls: string) => <ExpandableText text={tolls} />,
          },
          {
            title: t('travel-routes:groups.tollCount'),
            dataIndex: 'tollCount',
            sortKey: 'tollCount',
            align: 'right',
            width: 110,
          },
          {
            title: t('travel-routes:columns.status'),
            dataIndex: 'isActive',
            width: 110,
            render: (active: boolean) => <StatusTag status={active ? 'active' : 'inactive'} />,
          },
          {
            title: t('common:table.actions'),
            key: 'actions',
            fixed: 'right',
            width: 110,
            render: (_: unknown, row) => (
              <RowActions
                isActive={row.isActive}
                testId={`toll-group-${row.id}`}
                onEdit={() => setEditing({ id: row.id })}
                onActivate={() => activate.mutateAsync(row.id)}
                onDeactivate={() => deactivate.mutateAsync(row.id)}
              />
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        width={640}
        title={t(editing?.id ? 'travel-routes:groups.edit' : 'travel-routes:groups.add')}
        okText={t('common:actions.save')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={
          { htmlType: 'submit', form: 'toll-group-form', 'data-testid': 'toll-group-save' } as ButtonProps
        }
      >
        {editing && <TollGroupForm id={editing.id} onClose={() => setEditing(null)} />}
      </Modal>
    </>
  );
};
