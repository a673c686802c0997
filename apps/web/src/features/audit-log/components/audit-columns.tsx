import type { TAuditItem } from '@zerg/shared';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { formatInstant } from '../../../components/record-history/history-value';
import {
  actionLabel,
  ChangeList,
  type LabelSources,
} from '../../../components/record-history/record-history';

/** Field labels of each record type, from the screen that edits it. */
const LABELS: Record<string, LabelSources> = {
  employee: [{ ns: 'employees', under: 'fields' }],
  vehicle: [{ ns: 'vehicles', under: 'fields' }],
  client: [{ ns: 'clients', under: 'fields' }],
  travel_order: [{ ns: 'travel-orders', under: 'fields' }],
  payroll_run: [{ ns: 'payroll-payments' }],
  treasury_transaction: [{ ns: 'treasury-transactions', under: 'form' }],
};

export const auditColumns = (
  t: TFunction,
  locale: string,
  exists: (key: string) => boolean,
): DataTableColumn<TAuditItem>[] => [
  {
    title: t('common:history.when'),
    dataIndex: 'at',
    sortKey: 'at',
    width: 150,
    render: (at: string) => formatInstant(at, locale),
  },
  {
    title: t('common:history.who'),
    dataIndex: 'userName',
    width: 200,
    render: (name: string | null) => name ?? t('common:history.system'),
  },
  {
    title: t('audit-log:columns.record'),
    dataIndex: 'entity',
    sortKey: 'entity',
    width: 200,
    render: (entity: string, row) => {
      const key = `audit-log:entities.${entity}`;
      return `${exists(key) ? t(key) : entity}${row.entityId ? ` #${row.entityId}` : ''}`;
    },
  },
  {
    title: t('common:history.action'),
    dataIndex: 'action',
    sortKey: 'action',
    width: 180,
    render: (action: string) => actionLabel(t, exists, action),
  },
  {
    title: t('common:history.changes'),
    key: 'changes',
    render: (_, row) => <ChangeList changes={row.changes} sources={LABELS[row.entity] ?? []} />,
  },
];
