import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TAreaItem } from '@zerg/shared';
import { Button, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { useListState } from '../../../components/use-list-state';
import { useCompanies } from '../../../reference-data/get-companies';
import { exportAreas } from '../api/export-areas';
import { type AreaFilters, useAreaList } from '../api/get-area-list';
import { useSetAreaActive } from '../api/set-area-active';
import { ActiveToggle } from './active-toggle';
import { AreaFormModal } from './area-form-modal';
import { StatusFilter } from './status-filter';

/** The Areas tab: every area with its chief, company and headcount. */
export const AreasTab = () => {
  const { t } = useTranslation();
  const list = useListState<AreaFilters>({ sortBy: 'name', urlKey: 'areas' });
  const areas = useAreaList(list.params);
  const companies = useCompanies();
  const setActive = useSetAreaActive();
  const [editing, setEditing] = useState<TAreaItem | 'new' | null>(null);
  const none = <Typography.Text type="secondary">{t('common:states.none')}</Typography.Text>;

  const columns: DataTableColumn<TAreaItem>[] = [
    {
      title: t('organisation:fields.name'),
      dataIndex: 'name',
      sortKey: 'name',
      fixed: 'left',
      render: (name: string, row) => (
        <Space size={8}>
          <Typography.Text strong>{name}</Typography.Text>
          {row.isHr && <Tag color="geekblue">{t('organisation:areas.hr')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('organisation:fields.chief'),
      dataIndex: 'chiefName',
      sortKey: 'chiefName',
      render: (name: string | null) => name ?? none,
    },
    {
      title: t('organisation:fields.company'),
      dataIndex: 'companyName',
      sortKey: 'companyName',
      render: (name: string | null) => name ?? none,
    },
    {
      title: t('organisation:fields.costFunction'),
      dataIndex: 'costFunction',
      render: (f: string | null) => (f ? t(`organisation:costFunction.${f}`) : none),
    },
    {
      title: t('organisation:fields.employees'),
      dataIndex: 'employeeCount',
      sortKey: 'employeeCount',
      align: 'right',
      width: 120,
    },
    {
      title: t('organisation:fields.status'),
      dataIndex: 'isActive',
      fixed: 'right',
      align: 'center',
      render: (isActive: boolean) => <StatusTag status={isActive ? 'active' : 'inactive'} />,
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      fixed: 'right',
      align: 'center',
      render: (_value, row) => (
        <Space size={0}>
          <Tooltip title={t('common:actions.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('common:actions.edit')}
              onClick={() => setEditing(row)}
              data-testid={`area-edit-${row.id}`}
            />
          </Tooltip>
          <ActiveToggle
            id={row.id}
            isActive={row.isActive}
            name={row.name}
            onToggle={setActive.mutateAsync}
            testId="area-toggle"
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<TAreaItem, AreaFilters>
        list={list}
        query={areas}
        columns={columns}
        rowKey="id"
        testId="areas-table"
        searchPlaceholder={t('organisation:areas.search')}
        filters={
          <>
            <Select<number>
              allowClear
              placeholder={t('organisation:fields.company')}
              value={list.filters.companyId}
              onChange={(v) => list.setFilter('companyId', v)}
              loading={companies.isPending}
              options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              style={{ width: 220 }}
              data-testid="filter-company"
            />
            <StatusFilter value={list.filters.status} onChange={(v) => list.setFilter('status', v)} />
          </>
        }
        onExport={() => exportAreas(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="area-add"
          >
            {t('organisation:areas.add')}
          </Button>
        }
      />
      <AreaFormModal area={editing} onClose={() => setEditing(null)} />
    </>
  );
};
