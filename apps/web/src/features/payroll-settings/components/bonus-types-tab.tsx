import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { BONUS_KINDS, type BonusKind, type TBonusType } from '@zerg/shared';
import { Button, Select, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { type BonusTypeFilters, useBonusTypes } from '../api/get-bonus-types';
import { useSetBonusTypeActive } from '../api/set-bonus-type-active';
import { BonusTypeFormModal } from './bonus-type-form-modal';

const KIND_COLORS: Record<BonusKind, string> = {
  regular: 'blue',
  occasional: 'gold',
  extraordinary: 'purple',
};

/** Payroll settings › Bonus: the bonus types and whether each is remunerative. */
export const BonusTypesTab = () => {
  const { t } = useTranslation();
  const list = useListState<BonusTypeFilters>({ sortBy: 'name', urlKey: 'bonus-types' });
  const rows = useBonusTypes(list.params);
  const setActive = useSetBonusTypeActive();
  const [editing, setEditing] = useState<TBonusType | 'new' | null>(null);

  const columns: DataTableColumn<TBonusType>[] = [
    { title: t('payroll-settings:bonus.name'), dataIndex: 'name', sortKey: 'name' },
    {
      title: t('payroll-settings:bonus.kind'),
      dataIndex: 'kind',
      sortKey: 'kind',
      render: (kind: BonusKind) => (
        <Tag color={KIND_COLORS[kind]}>{t(`payroll-settings:bonus.kind_${kind}`)}</Tag>
      ),
    },
    {
      title: t('payroll-settings:bonus.bases'),
      dataIndex: 'kind',
      key: 'bases',
      render: (kind: BonusKind) => t(`payroll-settings:bonus.bases_${kind}`),
    },
    {
      title: t('payroll-settings:bonus.plameCode'),
      dataIndex: 'plameCode',
      render: (v: string | null) => v ?? '—',
    },
    {
      title: t('payroll-settings:bonus.active'),
      dataIndex: 'isActive',
      align: 'center',
      render: (active: boolean, row) => (
        <Switch
          checked={active}
          loading={setActive.isPending && setActive.variables?.id === row.id}
          onChange={(isActive) =>
            setActive.mutate(
              { id: row.id, isActive },
              { onError: (error) => toast.danger(errorMessage(t, error)) },
            )
          }
          data-testid={`bonus-active-${row.id}`}
        />
      ),
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      align: 'center',
      render: (_v, row) => (
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={t('common:actions.edit')}
          onClick={() => setEditing(row)}
          data-testid={`bonus-edit-${row.id}`}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable<TBonusType, BonusTypeFilters>
        list={list}
        query={rows}
        columns={columns}
        rowKey="id"
        testId="bonus-types-table"
        searchPlaceholder={t('payroll-settings:bonus.search')}
        emptyText={t('payroll-settings:bonus.empty')}
        filters={
          <>
            <Select<BonusKind>
              allowClear
              placeholder={t('payroll-settings:bonus.kind')}
              value={list.filters.kind}
              onChange={(value) => list.setFilter('kind', value)}
              options={BONUS_KINDS.map((k) => ({ value: k, label: t(`payroll-settings:bonus.kind_${k}`) }))}
              style={{ width: 200 }}
            />
            <Select<'yes' | 'no'>
              allowClear
              placeholder={t('payroll-settings:bonus.active')}
              value={list.filters.isActive === undefined ? undefined : list.filters.isActive ? 'yes' : 'no'}
              onChange={(value) =>
                list.setFilter('isActive', value === undefined ? undefined : value === 'yes')
              }
              options={[
                { value: 'yes', label: t('payroll-settings:bonus.activeOnly') },
                { value: 'no', label: t('payroll-settings:bonus.inactiveOnly') },
              ]}
              style={{ width: 160 }}
            />
          </>
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="bonus-add"
          >
            {t('payroll-settings:bonus.add')}
          </Button>
        }
      />
      <BonusTypeFormModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
};
