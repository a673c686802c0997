import { NodeIndexOutlined, PlusOutlined } from '@ant-design/icons';
import type { TSalesDocumentFilters, TSalesDocumentItem } from '@zerg/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { useListState } from '../../../components/use-list-state';
import { exportSalesDocuments } from '../api/export-sales-documents';
import { useSalesDocuments } from '../api/get-sales-documents';
import { documentColumns } from '../components/document-columns';
import { DocumentFilters } from '../components/document-filters';
import { DocumentRowActions } from '../components/document-row-actions';
import { PageTotals } from '../components/page-totals';
import { useBillingRoot } from '../components/use-billing-root';

/**
 * /billing/sales-documents/list (and operations' and treasury's): facturas, boletas and notes, the
 * newest issue first, with the actions of each state; the page's totals per currency underneath.
 */
export const SalesDocumentsListPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { paths, canWrite, viewPath } = useBillingRoot();
  const list = useListState<TSalesDocumentFilters>({ sortBy: 'createdAt', sortDesc: true });
  const documents = useSalesDocuments(list.params);
  const columns = documentColumns(t, i18n.language, viewPath, (row: TSalesDocumentItem) => (
    <DocumentRowActions row={row} />
  ));
  const rows = documents.data?.data ?? [];
  const searching = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;

  return (
    <>
      <DataTable<TSalesDocumentItem, TSalesDocumentFilters>
        list={list}
        query={documents}
        columns={columns}
        rowKey="id"
        testId="documents-table"
        searchPlaceholder={t('billing:list.search')}
        filters={<DocumentFilters list={list} />}
        onExport={() => exportSalesDocuments(list.params)}
        // With nothing searched, the empty list says where invoices come from; otherwise "no matches".
        emptyText={canWrite && !searching ? t('billing:list.empty') : undefined}
        actions={
          canWrite && (
            <>
              <Button
                icon={<NodeIndexOutlined />}
                onClick={() => void navigate(paths.fromWork)}
                data-testid="doc-from-work"
              >
                {t('billing:list.fromWork')}
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void navigate(paths.create)}
                data-testid="doc-add"
              >
                {t('billing:list.add')}
              </Button>
            </>
          )
        }
      />
      {rows.length > 0 && <PageTotals rows={rows} />}
    </>
  );
};
