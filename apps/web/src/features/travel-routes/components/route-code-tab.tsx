import { PlusOutlined } from '@ant-design/icons';
import { type TRouteCodeListItem, ZRouteCodeRegisterBody } from '@zerg/shared';
import { Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { useListState } from '../../../components/use-list-state';
import { zodRule } from '../../../lib/zod-rule';
import { useActivateRouteCode } from '../api/activate-route-code';
import { useDeactivateRouteCode } from '../api/deactivate-route-code';
import { exportRouteCodes } from '../api/export-route-codes';
import { type RouteCodeFilters, useRouteCodes } from '../api/get-route-codes';
import { useRegisterRouteCode } from '../api/register-route-code';
import { useUpdateRouteCode } from '../api/update-route-code';
import { RowActions } from './row-actions';
import { StatusFilter } from './status-filter';

type Editing = { id: number | null; code: string; description: string };
const fields = ZRouteCodeRegisterBody.shape;

const RouteCodeModal = ({ editing, onClose }: { editing: Editing | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string; description: string }>();
  const register = useRegisterRouteCode();
  const update = useUpdateRouteCode();
  const reportError = useFormError();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !editing) return;
    const options = {
      onSuccess: () => {
        toast.success(t('travel-routes:saved'));
        onClose();
      },
      onError: (error: unknown) => reportError(form, error),
    };
    if (editing.id === null) register.mutate(values, options);
    else update.mutate({ id: editing.id, ...values }, options);
  };
  return (
    <Modal
      open={editing !== null}
      onCancel={onClose}
      destroyOnHidden
      title={t(editing?.id ? 'travel-routes:codes.edit' : 'travel-routes:codes.add')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: register.isPending || update.isPending }}
      onOk={() => void submit()}
      data-testid="route-code-modal"
    >
      <Form form={form} layout="vertical" initialValues={editing ?? {}} preserve={false}>
        <Form.Item
          name="code"
          label={t('travel-routes:codes.code')}
          extra={t('travel-routes:codes.codeHint')}
          rules={[zodRule(fields.code)]}
        >
          <Input maxLength={20} style={{ textTransform: 'uppercase' }} data-testid="route-code-code" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('travel-routes:codes.description')}
          rules={[zodRule(fields.description)]}
        >
          <Input maxLength={160} data-testid="route-code-description" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** The catalogue of route codes (LIM-AQP-01…) a route takes one of. */
export const RouteCodeTab = () => {
  const { t } = useTranslation();
  const list = useListState<RouteCodeFilters>({ sortBy: 'code', urlKey: 'codes' });
  const codes = useRouteCodes(list.params);
  const activate = useActivateRouteCode();
  const deactivate = useDeactivateRouteCode();
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <>
      <DataTable<TRouteCodeListItem, RouteCodeFilters>
        list={list}
        query={codes}
        rowKey="id"
        testId="route-codes-table"
        searchPlaceholder={t('travel-routes:codes.search')}
        onExport={() => exportRouteCodes(list.params)}
        filters={
          <>
            <StatusFilter value={list.filters.status} onChange={(v) => list.setFilter('status', v)} />
            <Select<'used' | 'free'>
              allowClear
              placeholder={t('travel-routes:codes.usage')}
              value={list.filters.used}
              onChange={(v) => list.setFilter('used', v)}
              options={[
                { value: 'used', label: t('travel-routes:codes.used') },
                { value: 'free', label: t('travel-routes:codes.free') },
              ]}
              style={{ width: 150 }}
            />
          </>
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ id: null, code: '', description: '' })}
            data-testid="route-codes-add"
          >
            {t('travel-routes:codes.add')}
          </Button>
        }
        columns={[
          {
            title: t('travel-routes:codes.code'),
            dataIndex: 'code',
            sortKey: 'code',
            render: (code: string) => <Typography.Text strong>{code}</Typography.Text>,
          },
          { title: t('travel-routes:codes.description'), dataIndex: 'description', sortKey: 'description' },
          {
            title: t('travel-routes:codes.route'),
            dataIndex: 'routeName',
            render: (name: string | null) =>
              name ?? <Typography.Text type="secondary">{t('travel-routes:codes.free')}</Typography.Text>,
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
                testId={`route-code-${row.code}`}
                onEdit={() => setEditing({ id: row.id, code: row.code, description: row.description })}
                onActivate={() => activate.mutateAsync(row.id)}
                onDeactivate={() => deactivate.mutateAsync(row.id)}
              />
            ),
          },
        ]}
      />
      <RouteCodeModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
};
