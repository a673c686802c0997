import { EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { TEntityGroupItem } from '@zerg/shared';
import { Button, Select, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { useListState } from '../../../components/use-list-state';
import { formatDate } from '../../../lib/format-date';
import { exportEntityGroups } from '../api/export-entity-groups';
import { type EntityGroupFilters, useEntityGroups } from '../api/get-entity-groups';
import { EntityGroupFormModal } from '../components/entity-group-form-modal';
import { MembersDrawer } from '../components/members-drawer';

/** /settings/entity-group/list: named groups of users that e-mail events and other settings address. */
export const EntityGroupsListPage = () => {
  const { t } = useTranslation();
  const list = useListState<EntityGroupFilters>({ sortBy: 'name' });
  const groups = useEntityGroups(list.params);
  const [editing, setEditing] = useState<TEntityGroupItem | 'new' | null>(null);
  const [membersOf, setMembersOf] = useState<TEntityGroupItem | null>(null);

  const columns: DataTableColumn<TEntityGroupItem>[] = [
    {
      title: t('entityGroups:columns.name'),
      dataIndex: 'name',
      sortKey: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { title: t('entityGroups:columns.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('entityGroups:columns.members'),
      dataIndex: 'memberCount',
      sortKey: 'memberCount',
      width: 120,
      align: 'right',
    },
    {
      title: t('entityGroups:columns.status'),
      dataIndex: 'isActive',
      width: 120,
      render: (active: boolean) => <StatusTag status={active ? 'active' : 'inactive'} />,
    },
    {
      title: t('entityGroups:columns.createdAt'),
      dataIndex: 'createdAt',
      sortKey: 'createdAt',
      width: 170,
      render: (at: string) => formatDate(at),
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      width: 110,
      render: (_: unknown, row) => (
        <Space>
          <Tooltip title={t('entityGroups:list.members')}>
            <Button
              type="text"
              icon={<TeamOutlined />}
              onClick={() => setMembersOf(row)}
              aria-label={t('entityGroups:list.members')}
              data-testid={`entity-group-members-${row.id}`}
            />
          </Tooltip>
          <Tooltip title={t('common:actions.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              onClick={() => setEditing(row)}
              aria-label={t('common:actions.edit')}
              data-testid={`entity-group-edit-${row.id}`}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<TEntityGroupItem, EntityGroupFilters>
        list={list}
        query={groups}
        columns={columns}
        rowKey="id"
        testId="entity-groups-table"
        searchPlaceholder={t('entityGroups:list.search')}
        emptyText={t('entityGroups:list.empty')}
        onExport={() => exportEntityGroups(list.params)}
        filters={
          <Select<'active' | 'inactive'>
            allowClear
            placeholder={t('entityGroups:columns.status')}
            value={
              list.filters.isActive === undefined ? undefined : list.filters.isActive ? 'active' : 'inactive'
            }
            onChange={(value) =>
              list.setFilter('isActive', value === undefined ? undefined : value === 'active')
            }
            options={[
              { value: 'active', label: t('common:status.active') },
              { value: 'inactive', label: t('common:status.inactive') },
            ]}
            style={{ width: 150 }}
            data-testid="filter-entity-group-status"
          />
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="entity-group-add"
          >
            {t('entityGroups:list.add')}
          </Button>
        }
      />
      <EntityGroupFormModal group={editing} onClose={() => setEditing(null)} />
      <MembersDrawer group={membersOf} onClose={() => setMembersOf(null)} />
    </>
  );
};
