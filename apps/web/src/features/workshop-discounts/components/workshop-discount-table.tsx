import { PlusOutlined } from '@ant-design/icons';
import { DISCOUNT_STATES, type DiscountState, type TDiscount, WORKSHOP_DISCOUNT_TYPES } from '@zerg/shared';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useListState } from '../../../components/use-list-state';
import { exportWorkshopDiscounts } from '../api/export-workshop-discounts';
import { useWorkshopDiscounts, type WorkshopDiscountFilters } from '../api/get-workshop-discounts';
import { workshopDiscountColumns } from './workshop-discount-columns';
import { WorkshopDiscountFormModal } from './workshop-discount-form-modal';

/** The workshop's damage and shortage discounts: server-paged, searchable, filtered, exportable. */
export const WorkshopDiscountTable = () => {
  const { t, i18n } = useTranslation();
  const list = useListState<WorkshopDiscountFilters>({ sortBy: 'createdAt', sortDesc: true });
  const rows = useWorkshopDiscounts(list.params);
  const [adding, setAdding] = useState(false);
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;
  return (
    <>
      <DataTable<TDiscount, WorkshopDiscountFilters>
        list={list}
        query={rows}
        columns={workshopDiscountColumns(t, i18n.resolvedLanguage ?? 'es')}
        rowKey="id"
        testId="workshop-discount-table"
        searchPlaceholder={t('workshop-discounts:search')}
        emptyText={filtering ? undefined : t('workshop-discounts:empty')}
        filters={
          <>
            <Select<(typeof WORKSHOP_DISCOUNT_TYPES)[number]>
              allowClear
              placeholder={t('workshop-discounts:filters.type')}
              value={list.filters.type as (typeof WORKSHOP_DISCOUNT_TYPES)[number] | undefined}
              onChange={(value) => list.setFilter('type', value)}
              options={WORKSHOP_DISCOUNT_TYPES.map((v) => ({
                value: v,
                label: t(`workshop-discounts:type.${v}`),
              }))}
              style={{ width: 170 }}
              data-testid="filter-type"
            />
            <Select<DiscountState>
              allowClear
              placeholder={t('workshop-discounts:filters.status')}
              value={list.filters.status}
              onChange={(value) => list.setFilter('status', value)}
              options={DISCOUNT_STATES.map((v) => ({ value: v, label: t(`workshop-discounts:status.${v}`) }))}
              style={{ width: 170 }}
              data-testid="filter-status"
            />
          </>
        }
        onExport={() => exportWorkshopDiscounts(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="workshop-discount-add"
          >
            {t('workshop-discounts:add')}
          </Button>
        }
      />
      <WorkshopDiscountFormModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
};
