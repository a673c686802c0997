import { EditOutlined, PlusOutlined, PoweroffOutlined } from '@ant-design/icons';
import { ZVehicleModelBody, ZVehicleTypeBody } from '@zerg/shared';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { useListState } from '../../../components/use-list-state';
import { zodRule } from '../../../lib/zod-rule';
import {
  type CatalogEntity,
  type CatalogFilters,
  type CatalogRow,
  exportCatalog,
  useBrandOptions,
  useCatalogList,
  useSaveCatalog,
  useSetCatalogActive,
} from '../api/vehicle-catalogs';

type AnyRow = {
  id: number;
  name: string;
  isActive: boolean;
  brandId?: number;
  brandName?: string;
  models?: number;
  defaultAxles?: number;
};
const KEY: Record<CatalogEntity, string> = {
  'vehicle-brand': 'brands',
  'vehicle-model': 'models',
  'vehicle-type': 'types',
};

/** Brands, models (of a brand) or types: a list with create, edit, activate and deactivate. */
export const CatalogTab = <E extends CatalogEntity>({ entity }: { entity: E }) => {
  const { t } = useTranslation();
  const key = KEY[entity];
  const list = useListState<CatalogFilters<E>>({
    sortBy: entity === 'vehicle-model' ? 'brandName' : 'name',
    urlKey: entity,
  });
  const rows = useCatalogList(entity, list.params);
  const toggle = useSetCatalogActive(entity);
  const save = useSaveCatalog(entity);
  const brands = useBrandOptions();
  const reportError = useFormError();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [editing, setEditing] = useState<AnyRow | 'new' | null>(null);

  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    form.setFieldsValue(editing === 'new' ? (entity === 'vehicle-type' ? { defaultAxles: 2 } : {}) : editing);
  }, [editing, entity, form]);

  const columns: DataTableColumn<AnyRow>[] = [
    ...(entity === 'vehicle-model'
      ? [
          {
            title: t('vehicles:columns.brand'),
            dataIndex: 'brandName',
            sortKey: 'brandName',
          } as DataTableColumn<AnyRow>,
        ]
      : []),
    { title: t('vehicles:columns.name'), dataIndex: 'name', sortKey: 'name' },
    ...(entity === 'vehicle-brand'
      ? [
          {
            title: t('vehicles:columns.models'),
            dataIndex: 'models',
            sortKey: 'models',
            align: 'center',
          } as DataTableColumn<AnyRow>,
        ]
      : []),
    ...(entity === 'vehicle-type'
      ? [
          {
            title: t('vehicles:columns.defaultAxles'),
            dataIndex: 'defaultAxles',
            sortKey: 'defaultAxles',
            align: 'center',
          } as DataTableColumn<AnyRow>,
        ]
      : []),
    {
      title: t('vehicles:columns.status'),
      dataIndex: 'isActive',
      align: 'center',
      width: 120,
      render: (isActive: boolean) => <StatusTag status={isActive ? 'active' : 'inactive'} />,
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      align: 'center',
      width: 120,
      render: (_v, row) => (
        <Space size={0}>
          <Tooltip title={t('common:actions.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              onClick={() => setEditing(row)}
              aria-label={t('common:actions.edit')}
            />
          </Tooltip>
          <Tooltip title={t(row.isActive ? 'vehicles:actions.deactivate' : 'vehicles:actions.activate')}>
            <Button
              type="text"
              danger={row.isActive}
              icon={<PoweroffOutlined />}
              loading={toggle.isPending && toggle.variables?.id === row.id}
              onClick={() => toggle.mutate({ id: row.id, active: !row.isActive })}
              aria-label={t(row.isActive ? 'vehicles:actions.deactivate' : 'vehicles:actions.activate')}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  const submit = (values: Record<string, unknown>) => {
    const id = editing !== 'new' && editing ? editing.id : undefined;
    save.mutate(
      { ...values, ...(id ? { id } : {}) },
      {
        onSuccess: () => {
          toast.success(t('vehicles:catalog.saved'));
          setEditing(null);
        },
        onError: (error) => reportError(form, error, { ALREADY_REGISTERED: 'name' }),
      },
    );
  };

  return (
    <>
      <DataTable<AnyRow, CatalogFilters<E>>
        list={list}
        query={rows as unknown as Parameters<typeof DataTable<AnyRow, CatalogFilters<E>>>[0]['query']}
        columns={columns}
        rowKey="id"
        testId={`${key}-table`}
        searchPlaceholder={t('vehicles:list.searchName')}
        onExport={() => exportCatalog(entity, list.params)}
        filters={
          <>
            {entity === 'vehicle-model' && (
              <Select<number>
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('vehicles:filters.brand')}
                value={(list.filters as { brandId?: number }).brandId}
                onChange={(value) => list.setFilter('brandId' as keyof CatalogFilters<E>, value as never)}
                options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
                style={{ width: 170 }}
              />
            )}
            <Select
              allowClear
              placeholder={t('vehicles:filters.status')}
              value={(list.filters as { status?: string }).status}
              onChange={(value) => list.setFilter('status' as keyof CatalogFilters<E>, value as never)}
              options={[
                { value: 'active', label: t('common:status.active') },
                { value: 'inactive', label: t('common:status.inactive') },
              ]}
              style={{ width: 130 }}
            />
          </>
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid={`${key}-add`}
          >
            {t(`vehicles:catalog.add.${key}`)}
          </Button>
        }
      />
      <Modal
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        okText={t('common:actions.save')}
        cancelText={t('common:actions.cancel')}
        title={t(`vehicles:catalog.${editing === 'new' ? 'new' : 'edit'}.${key}`)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} data-testid={`${key}-form`}>
          {entity === 'vehicle-model' && (
            <Form.Item
              name="brandId"
              label={t('vehicles:fields.brand')}
              required
              rules={[zodRule(ZVehicleModelBody.shape.brandId)]}
            >
              <Select<number>
                showSearch={{ optionFilterProp: 'label' }}
                options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
              />
            </Form.Item>
          )}
          <Form.Item
            name="name"
            label={t('vehicles:columns.name')}
            required
            rules={[zodRule(ZVehicleTypeBody.shape.name)]}
          >
            <Input maxLength={80} data-testid={`${key}-name`} />
          </Form.Item>
          {entity === 'vehicle-type' && (
            <Form.Item
              name="defaultAxles"
              label={t('vehicles:columns.defaultAxles')}
              required
              rules={[zodRule(ZVehicleTypeBody.shape.defaultAxles)]}
            >
              <InputNumber precision={0} min={0} max={12} style={{ width: '100%' }} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
};

export type { CatalogRow };
