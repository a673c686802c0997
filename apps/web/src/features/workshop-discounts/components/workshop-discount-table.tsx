import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type DiscountState, type TDiscount, WORKSHOP_DISCOUNT_TYPES } from '@zerg/shared';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useListState } from '../../../components/use-list-state';
import { exportWorkshopDiscounts } from '../api/export-workshop-discounts';
import { useWorkshopDiscounts, type WorkshopDiscountFilters } from '../api/get-workshop-discounts';
import { workshopDiscountColumns } from './workshop-discount-columns';
import { WorkshopDiscountFormModal } from './workshop-discount-form-modal';

/** The tabs of SPEC §2; the last one also holds those closed untaken when the worker left. */
export const WORKSHOP_DISCOUNT_TABS = ['pending', 'approved', 'discounted', 'anulled'] as const;
export type WorkshopDiscountTab = (typeof WORKSHOP_DISCOUNT_TABS)[number];
const CLOSED_STATES = ['anulled', 'not_discounted'] as const satisfies readonly DiscountState[];

/** One tab of the workshop's damage and shortage discounts: server-paged, searchable, exportable. */
export const WorkshopDiscountTable = ({ tab }: { tab: WorkshopDiscountTab }) => {
  const { t, i18n } = useTranslation();
  const list = useListState<WorkshopDiscountFilters>({ sortBy: 'createdAt', sortDesc: true, urlKey: tab });
  const status: DiscountState = tab === 'anulled' ? (list.filters.status ?? 'anulled') : tab;
  const params = { ...list.params, filters: { ...list.params.filters, status } };
  const rows = useWorkshopDiscounts(params);
  // One form for both, so its test ids stay unique: 'new', a pending discount, or closed.
  const [formTarget, setFormTarget] = useState<TDiscount | 'new' | null>(null);
  const filtering = Boolean(list.params.q) || list.params.filters?.type !== undefined;
  const columns = workshopDiscountColumns(t, i18n.resolvedLanguage ?? 'es');
  // HR has not decided a pending one yet: the workshop may still correct it.
  if (tab === 'pending') {
    columns.push({
      title: t('common:table.actions'),
      key: 'actions',
      fixed: 'right',
      align: 'center',
      render: (_: unknown, row: TDiscount) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => setFormTarget(row)}
          aria-label={t('common:actions.edit')}
          data-testid={`workshop-discount-edit-${row.id}`}
        >
          {t('common:actions.edit')}
        </Button>
      ),
    });
  }
  return (
    <>
      <DataTable<TDiscount, WorkshopDiscountFilters>
        list={list}
        query={rows}
        columns={columns}
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
            {tab === 'anulled' && (
              <Select<DiscountState>
                aria-label={t('workshop-discounts:filters.status')}
                value={status}
                onChange={(value) => list.setFilter('status', value === 'anulled' ? undefined : value)}
                options={CLOSED_STATES.map((v) => ({ value: v, label: t(`workshop-discounts:status.${v}`) }))}
                style={{ width: 170 }}
                data-testid="filter-status"
              />
            )}
          </>
        }
        onExport={() => exportWorkshopDiscounts(params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setFormTarget('new')}
            data-testid="workshop-discount-add"
          >
            {t('workshop-discounts:add')}
          </Button>
        }
      />
      <WorkshopDiscountFormModal
        open={formTarget !== null}
        onClose={() => setFormTarget(null)}
        editing={formTarget === 'new' ? null : formTarget}
      />
    </>
  );
};
