import {
  type DiscountOrigin,
  SECTION_IDS,
  type TDiscountListQuery,
  translateMessage,
  ZDiscountListQuery,
} from '@zerg/shared';
import { defineListExport, type ExportScope } from '../../platform/export/list-export.ts';
import { employeeExportScope } from '../employees/index.ts';
import { type DiscountVisibility, listDiscounts } from './payroll-discount.repository.ts';
import { discountVisibility } from './payroll-discount-access.ts';

/**
 * What a discount export may read, as `discountVisibility` says for its screen. The workshop's
 * limit to its own damage and shortages comes from the declaration, never from the stored params;
 * payroll's employee scope is read back failing closed.
 */
const visibilityOf = (origin: DiscountOrigin): ExportScope<DiscountVisibility> => ({
  of: (db, actor) => discountVisibility(db, actor.user, origin),
  read: (raw) =>
    origin === 'workshop'
      ? { scope: { all: true }, origin: 'workshop' }
      : { scope: employeeExportScope.read((raw as { scope?: unknown } | null)?.scope), origin: null },
});

const discountExportOf = (origin: DiscountOrigin, name: string, section: number) =>
  defineListExport({
    name,
    fileName: () => 'discounts',
    section,
    query: ZDiscountListQuery,
    scope: visibilityOf(origin),
    rows: (db, query: TDiscountListQuery, page, visibility) =>
      listDiscounts(db, visibility, { ...query, ...page, sortDesc: query.sortDesc ?? false }),
    sheet: (lang) => {
      const t = (key: string) => translateMessage(lang, `payrollItems.${key}`);
      return {
        title: t('columns.discounts'),
        columns: [
          { header: t('columns.employee'), width: 34, value: (r) => r.employeeName },
          { header: t('columns.area'), width: 22, value: (r) => r.areaName },
          { header: t('columns.origin'), width: 12, value: (r) => t(`origin.${r.origin}`) },
          { header: t('columns.type'), width: 14, value: (r) => t(`type.${r.type}`) },
          { header: t('columns.amount'), width: 14, value: (r) => Number(r.amount) },
          { header: t('columns.quotas'), width: 10, value: (r) => r.quotas },
          { header: t('columns.startPeriod'), width: 12, value: (r) => r.startPeriod },
          { header: t('columns.taken'), width: 14, value: (r) => Number(r.takenAmount) },
          { header: t('columns.status'), width: 16, value: (r) => t(`discountStatus.${r.status}`) },
          { header: t('columns.observations'), width: 40, value: (r) => r.observations },
          { header: t('columns.createdBy'), width: 28, value: (r) => r.createdByName },
          { header: t('columns.createdAt'), width: 20, value: (r) => new Date(r.createdAt) },
        ],
      };
    },
  });

/**
 * The discounts' Excel export, one declaration per screen: payroll's (section 14, every origin in
 * the caller's employee scope) and the workshop's (section 21, its own damage and shortages of any
 * worker). Both answer `discounts.xlsx`, as before.
 */
export const discountExports = {
  payroll: discountExportOf('payroll', 'discounts', SECTION_IDS.PAYROLL),
  workshop: discountExportOf('workshop', 'workshop-discounts', SECTION_IDS.WORKSHOP_DISCOUNTS),
} satisfies Record<DiscountOrigin, unknown>;
