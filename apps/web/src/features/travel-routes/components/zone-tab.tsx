import { PlusOutlined } from '@ant-design/icons';
import { type TZoneListItem, ZZoneRegisterBody } from '@zerg/shared';
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
import { useActivateZone } from '../api/activate-zone';
import { useDeactivateZone } from '../api/deactivate-zone';
import { exportZones } from '../api/export-zones';
import { useZoneEdit } from '../api/get-zone-edit';
import { useZones, type ZoneFilters } from '../api/get-zones';
import { useRegisterZone } from '../api/register-zone';
import { useUpdateZone } from '../api/update-zone';
import { RowActions } from './row-actions';
import { StatusFilter } from './status-filter';
import { ZoneMembersField, type ZoneMemberValue } from './zone-members-field';

type ZoneFormValues = { name: string; description: string | null; members: ZoneMemberValue[] };
const fields = ZZoneRegisterBody.shape;

const ZoneForm = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<ZoneFormValues>();
  const edit = useZoneEdit(id);
  const register = useRegisterZone();
  const update = useUpdateZone();
  const reportError = useFormError();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = {
      name: values.name,
      description: values.description ?? null,
      members: (values.members ?? []).map(({ departmentCode, provinceCode }) => ({
        departmentCode,
        provinceCode,
      })),
    };
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
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={edit.data ?? { name: '', description: null, members: [] }}
      onFinish={() => void submit()}
      id="zone-form"
    >
      <Form.Item name="name" label={t('travel-routes:zones.name')} rules={[zodRule(fields.name)]}>
        <Input maxLength={80} data-testid="zone-name" />
      </Form.Item>
      <Form.Item name="description" label={t('travel-routes:zones.description')}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item
        name="members"
        label={t('travel-routes:zones.members')}
        extra={t('travel-routes:zones.membersHint')}
        rules={[zodRule(fields.members)]}
      >
        <ZoneMembersField />
      </Form.Item>
    </Form>
  );
};

/** Zones of Peru made of departments and provinces; viatics will be set per zone. */
export const ZoneTab = () => {
  const { t } = useTranslation();
  const list = useListState<ZoneFilters>({ sortBy: 'name', urlKey: 'zones' });
  const zones = useZones(list.params);
  const activate = useActivateZone();
  const deactivate = useDeactivateZone();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  return (
    <>
      <DataTable<TZoneListItem, ZoneFilters>
        list={list}
        query={zones}
        rowKey="id"
        testId="zones-table"
        searchPlaceholder={t('travel-routes:zones.search')}
        onExport={() => exportZones(list.params)}
        filters={<StatusFilter value={list.filters.status} onChange={(v) => list.setFilter('status', v)} />}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ id: null })}
            data-testid="zones-add"
          >
            {t('travel-routes:zones.add')}
          </Button>
        }
        columns={[
          { title: t('travel-routes:zones.name'), dataIndex: 'name', sortKey: 'name', width: 200 },
          {
            title: t('travel-routes:zones.members'),
            dataIndex: 'members',
            render: (members: string) => <ExpandableText text={members} />,
          },
          {
            title: t('travel-routes:zones.memberCount'),
            dataIndex: 'memberCount',
            sortKey: 'memberCount',
            width: 120,
            align: 'right',
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
                testId={`zone-${row.id}`}
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
        title={t(editing?.id ? 'travel-routes:zones.edit' : 'travel-routes:zones.add')}
        okText={t('common:actions.save')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={{ htmlType: 'submit', form: 'zone-form', 'data-testid': 'zone-save' } as ButtonProps}
        data-testid="zone-modal"
      >
        {editing && <ZoneForm id={editing.id} onClose={() => setEditing(null)} />}
      </Modal>
    </>
  );
};
