import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { MODULES, type TRoleItem } from '@zerg/shared';
import { Button, Select, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { useListState } from '../../../components/use-list-state';
import { exportRoles } from '../api/export-roles';
import { type RoleFilters, useRoleList } from '../api/get-role-list';
import { useSetRoleActive } from '../api/set-role-active';
import { ActiveToggle } from './active-toggle';
import { ModuleTags } from './module-tags';
import { RoleFormModal } from './role-form-modal';
import { StatusFilter } from './status-filter';

/** The Roles tab: every role with the default access its new users get and how many hold it. */
export const RolesTab = () => {
  const { t } = useTranslation();
  const list = useListState<RoleFilters>({ sortBy: 'name', urlKey: 'roles' });
  const roles = useRoleList(list.params);
  const setActive = useSetRoleActive();
  const [editing, setEditing] = useState<TRoleItem | 'new' | null>(null);

  const columns: DataTableColumn<TRoleItem>[] = [
    {
      title: t('organisation:fields.name'),
      dataIndex: 'name',
      sortKey: 'name',
      fixed: 'left',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: t('organisation:fields.defaultModules'),
      dataIndex: 'modules',
      width: 300,
      render: (modules: number[]) =>
        modules.length ? (
          <ModuleTags modules={modules} />
        ) : (
          <Typography.Text type="secondary">{t('common:states.none')}</Typography.Text>
        ),
    },
    {
      title: t('organisation:fields.sections'),
      dataIndex: 'sections',
      align: 'right',
      width: 110,
      render: (sections: number[]) => sections.length,
    },
    {
      title: t('organisation:fields.users'),
      dataIndex: 'userCount',
      sortKey: 'userCount',
      align: 'right',
      width: 110,
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
              data-testid={`role-edit-${row.id}`}
            />
          </Tooltip>
          <ActiveToggle
            id={row.id}
            isActive={row.isActive}
            name={row.name}
            onToggle={setActive.mutateAsync}
            testId="role-toggle"
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<TRoleItem, RoleFilters>
        list={list}
        query={roles}
        columns={columns}
        rowKey="id"
        testId="roles-table"
        searchPlaceholder={t('organisation:roles.search')}
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
            <StatusFilter value={list.filters.status} onChange={(v) => list.setFilter('status', v)} />
          </>
        }
        onExport={() => exportRoles(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="role-add"
          >
            {t('organisation:roles.add')}
          </Button>
        }
      />
      <RoleFormModal role={editing} onClose={() => setEditing(null)} />
    </>
  );
};
