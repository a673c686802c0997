import type { TAuditItem } from '@zerg/shared';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useListState } from '../../../components/use-list-state';
import { exportAuditLog } from '../api/export-audit-log';
import { type AuditFilters as AuditFilterValues, useAuditLog } from '../api/get-audit-log';
import { auditColumns } from '../components/audit-columns';
import { AuditFilters } from '../components/audit-filters';

/** /settings/audit/list: every write the system recorded, searchable by who, what and when. */
export const AuditLogPage = () => {
  const { t, i18n } = useTranslation();
  const list = useListState<AuditFilterValues>({ sortBy: 'at', sortDesc: true });
  const entries = useAuditLog(list.params);
  return (
    <DataTable<TAuditItem, AuditFilterValues>
      list={list}
      query={entries}
      columns={auditColumns(t, i18n.language, (k) => i18n.exists(k))}
      rowKey="id"
      testId="audit-table"
      searchPlaceholder={t('audit-log:search')}
      filters={<AuditFilters list={list} />}
      onExport={() => exportAuditLog(list.params)}
    />
  );
};
