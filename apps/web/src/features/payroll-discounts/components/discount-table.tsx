import { PlusOutlined } from '@ant-design/icons';
import {
  DISCOUNT_ORIGINS,
  DISCOUNT_TYPES,
  type DiscountOrigin,
  type DiscountState,
  type DiscountType,
  type TDiscount,
} from '@zerg/shared';
import { Button, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { RejectModal } from '../../../components/reject-modal';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { useAnullDiscount } from '../api/anull-discount';
import { useApproveDiscount } from '../api/approve-discount';
import { useCloseNotDiscounted } from '../api/close-not-discounted';
import { exportDiscounts } from '../api/export-discounts';
import { type DiscountFilters, useDiscounts } from '../api/get-discounts';
import { discountColumns } from './discount-columns';
import { DiscountFormModal } from './discount-form-modal';
import { DiscountQuotas } from './discount-quotas';

type Closing = { row: TDiscount; kind: 'anull' | 'notDiscounted' };

/** One status tab of payroll › Discounts: server-paged, searchable, filtered, exportable. */
export const DiscountTable = ({ status }: { status: DiscountState }) => {
  const { t, i18n } = useTranslation();
  const list = useListState<DiscountFilters>({ sortBy: 'createdAt', sortDesc: true });
  const params = { ...list.params, filters: { ...list.params.filters, status } };
  const rows = useDiscounts(params);
  const approve = useApproveDiscount();
  const anull = useAnullDiscount();
  const notDiscounted = useCloseNotDiscounted();
  const [adding, setAdding] = useState(false);
  const [closing, setClosing] = useState<Closing | null>(null);
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;
  const closer = closing?.kind === 'notDiscounted' ? notDiscounted : anull;

  const onApprove = (row: TDiscount) =>
    approve.mutateAsync({ id: row.id }).then(
      () => toast.success(t('payroll-discounts:approved', { name: row.employeeName })),
      (error: unknown) => toast.danger(errorMessage(t, error)),
    );

  return (
    <>
      <DataTable<TDiscount, DiscountFilters>
        list={list}
        query={rows}
        columns={discountColumns(t, i18n.resolvedLanguage ?? 'es', {
          onApprove,
          onAnull: (row) => setClosing({ row, kind: 'anull' }),
          onNotDiscounted: (row) => setClosing({ row, kind: 'notDiscounted' }),
        })}
        rowKey="id"
        testId={`discount-table-${status}`}
        searchPlaceholder={t('payroll-discounts:search')}
        emptyText={filtering ? undefined : t(`payroll-discounts:empty.${status}`)}
        expandable={{ expandedRowRender: (row) => <DiscountQuotas discount={row} /> }}
        filters={
          <>
            <Select<DiscountType>
              allowClear
              placeholder={t('payroll-discounts:filters.type')}
              value={list.filters.type}
              onChange={(value) => list.setFilter('type', value)}
              options={DISCOUNT_TYPES.map((v) => ({ value: v, label: t(`payroll-discounts:type.${v}`) }))}
              style={{ width: 160 }}
              data-testid="filter-type"
            />
            <Select<DiscountOrigin>
              allowClear
              placeholder={t('payroll-discounts:filters.origin')}
              value={list.filters.origin}
              onChange={(value) => list.setFilter('origin', value)}
              options={DISCOUNT_ORIGINS.map((v) => ({ value: v, label: t(`payroll-discounts:origin.${v}`) }))}
              style={{ width: 160 }}
              data-testid="filter-origin"
            />
            <DatePicker
              picker="month"
              format="MM/YYYY"
              placeholder={t('payroll-discounts:filters.month')}
              value={list.filters.period ? dayjs(`${list.filters.period}-01`) : null}
              onChange={(d) => list.setFilter('period', d ? d.format('YYYY-MM') : undefined)}
              data-testid="filter-month"
            />
          </>
        }
        onExport={() => exportDiscounts(params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="discount-add"
          >
            {t('payroll-discounts:add')}
          </Button>
        }
      />
      <DiscountFormModal open={adding} onClose={() => setAdding(false)} />
      <RejectModal
        target={closing ? { id: closing.row.id, employeeName: closing.row.employeeName } : null}
        texts={{
          title: (name) => t(`payroll-discounts:${closing?.kind ?? 'anull'}Title`, { name }),
          reject: t(`payroll-discounts:${closing?.kind ?? 'anull'}`),
          reason: t('payroll-discounts:fields.reason'),
        }}
        onClose={() => setClosing(null)}
        pending={closer.isPending}
        onReject={(body) =>
          closer
            .mutateAsync(body)
            .then(() => toast.success(t(`payroll-discounts:${closing?.kind ?? 'anull'}Done`)))
        }
      />
    </>
  );
};
