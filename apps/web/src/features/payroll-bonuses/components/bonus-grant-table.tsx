import { PlusOutlined } from '@ant-design/icons';
import type { TBonusGrant } from '@zerg/shared';
import { Button, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteBonusGrant } from '../api/delete-bonus-grant';
import { exportBonusGrants } from '../api/export-bonus-grants';
import { type BonusGrantFilters, useBonusGrants } from '../api/get-bonus-grants';
import { useBonusTypes } from '../api/get-bonus-types';
import { bonusGrantColumns } from './bonus-grant-columns';
import { BonusGrantFormModal } from './bonus-grant-form-modal';

/** HR payroll › Bonuses: the bonus grants, server-paged, searchable, filtered, exportable. */
export const BonusGrantTable = () => {
  const { t, i18n } = useTranslation();
  const list = useListState<BonusGrantFilters>({ sortBy: 'employeeName', sortDesc: false });
  const rows = useBonusGrants(list.params);
  const types = useBonusTypes();
  const remove = useDeleteBonusGrant();
  const [form, setForm] = useState<{ editing: TBonusGrant | null } | null>(null);
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;

  const onDelete = (row: TBonusGrant) =>
    remove.mutateAsync({ id: row.id }).then(
      () => toast.success(t('payroll-bonuses:deleted')),
      (error: unknown) => toast.danger(errorMessage(t, error)),
    );

  return (
    <>
      <DataTable<TBonusGrant, BonusGrantFilters>
        list={list}
        query={rows}
        columns={bonusGrantColumns(t, i18n.resolvedLanguage ?? 'es', {
          onEdit: (row) => setForm({ editing: row }),
          onDelete,
        })}
        rowKey="id"
        testId="bonus-table"
        searchPlaceholder={t('payroll-bonuses:search')}
        emptyText={filtering ? undefined : t('payroll-bonuses:empty')}
        filters={
          <>
            <Select<number>
              allowClear
              placeholder={t('payroll-bonuses:filters.type')}
              value={list.filters.bonusTypeId}
              onChange={(value) => list.setFilter('bonusTypeId', value)}
              options={(types.data?.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
              style={{ width: 200 }}
              data-testid="filter-type"
            />
            <DatePicker
              picker="month"
              format="MM/YYYY"
              placeholder={t('payroll-bonuses:filters.month')}
              value={list.filters.period ? dayjs(`${list.filters.period}-01`) : null}
              onChange={(d) => list.setFilter('period', d ? d.format('YYYY-MM') : undefined)}
              data-testid="filter-month"
            />
          </>
        }
        onExport={() => exportBonusGrants(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setForm({ editing: null })}
            data-testid="bonus-add"
          >
            {t('payroll-bonuses:add')}
          </Button>
        }
      />
      <BonusGrantFormModal open={form !== null} editing={form?.editing} onClose={() => setForm(null)} />
    </>
  );
};
