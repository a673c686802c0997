import { EditOutlined } from '@ant-design/icons';
import { MODULES, type TAreaAccessItem } from '@zerg/shared';
import { Button, Select, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { useListState } from '../../../components/use-list-state';
import { exportAreasModule } from '../api/export-areas-module';
import { type AreaAccessFilters, useAreaAccessList } from '../api/get-areas-module-list';
import { AreaAccessModal } from '../components/area-access-modal';
import { ModuleTags } from '../components/module-tags';
import { StatusFilter } from '../components/status-filter';

/** /settings/areas-module/list: per area, the modules and sections its people may be given. */
export const AreasModulePage = () => {
  const { t } = useTranslation();
  const list = useListState<AreaAccessFilters>({ sortBy: 'areaName' });
  const areas = useAreaAccessList(list.params);
  const [editing, setEditing] = useState<TAreaAccessItem | null>(null);

  const columns: DataTableColumn<TAreaAccessItem>[] = [
    {
      title: t('organisation:fields.area'),
      dataIndex: 'areaName',
      sortKey: 'areaName',
      fixed: 'left',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: t('organisation:fields.allowedModules'),
      dataIndex: 'modules',
      render: (modules: number[], row) =>
        row.restricted ? (
          <ModuleTags modules={modules} />
        ) : (
          <Tag color="green" data-testid={`area-unrestricted-${row.areaId}`}>
            {t('organisation:areasModule.unrestricted')}
          </Tag>
        ),
    },
    {
      title: t('organisation:fields.sections'),
      dataIndex: 'sections',
      align: 'right',
      width: 110,
      render: (sections: number[], row) => (row.restricted ? sections.length : '—'),
    },
    {
      title: t('organisation:fields.status'),
      dataIndex: 'isActive',
      align: 'center',
      width: 120,
      render: (isActive: boolean) => <StatusTag status={isActive ? 'active' : 'inactive'} />,
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      fixed: 'right',
      align: 'center',
      width: 90,
      render: (_value, row) => (
        <Tooltip title={t('common:actions.edit')}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('common:actions.edit')}
            onClick={() => setEditing(row)}
            data-testid={`area-access-edit-${row.areaId}`}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <DataTable<TAreaAccessItem, AreaAccessFilters>
        list={list}
        query={areas}
        columns={columns}
        rowKey="areaId"
        testId="areas-module-table"
        searchPlaceholder={t('organisation:areasModule.search')}
        filters={
          <>
            <Select<number>
              allowClear
              placeholder={t('organisation:fields.module')}
              value={list.filters.moduleId}
              onChange={(v) => list.setFilter('moduleId', v)}
              options={MODULES.map((m) => ({ value: m.id, label: t(`common:modules.${m.key}`) }))}
              style={{ width: 180 }}
              data-testid="filter-module"
            />
            <Select<'yes' | 'no'>
              allowClear
              placeholder={t('organisation:areasModule.limit')}
              value={
                list.filters.restricted === undefined ? undefined : list.filters.restricted ? 'yes' : 'no'
              }
              onChange={(v) => list.setFilter('restricted', v === undefined ? undefined : v === 'yes')}
              options={[
                { value: 'yes', label: t('organisation:areasModule.limited') },
                { value: 'no', label: t('organisation:areasModule.unrestricted') },
              ]}
              style={{ width: 170 }}
              data-testid="filter-restricted"
            />
            <StatusFilter value={list.filters.status} onChange={(v) => list.setFilter('status', v)} />
          </>
        }
        onExport={() => exportAreasModule(list.params)}
      />
      <AreaAccessModal area={editing} onClose={() => setEditing(null)} />
    </>
  );
};
