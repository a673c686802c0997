import type { TEDocumentItem } from '@zerg/shared';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { EDocumentPanel } from '../../../components/e-document/e-document-panel';
import { useListState } from '../../../components/use-list-state';
import { type EDocumentFilters as Filters, useEDocuments } from '../api/get-e-documents';
import { eDocumentColumns } from '../components/e-document-columns';
import { EDocumentFilters } from '../components/e-document-filters';

/**
 * /billing/e-documents/list and /operations/e-documents/list: every document sent to SUNAT that the
 * user's sections reach, newest first; a record opens in a drawer with SUNAT's answer, its files
 * and Resend.
 */
export const EDocumentsListPage = () => {
  const { t } = useTranslation();
  const list = useListState<Filters>({ sortBy: 'createdAt', sortDesc: true });
  const documents = useEDocuments(list.params);
  const [open, setOpen] = useState<TEDocumentItem | null>(null);
  const searching = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;

  return (
    <>
      <DataTable<TEDocumentItem, Filters>
        list={list}
        query={documents}
        columns={eDocumentColumns(t, setOpen)}
        rowKey="id"
        testId="edocs-table"
        searchPlaceholder={t('e-documents:search')}
        filters={<EDocumentFilters list={list} />}
        // With nothing searched, the empty list says where the records come from; otherwise "no matches".
        emptyText={searching ? undefined : t('e-documents:empty')}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.fileName}
        size="large"
        destroyOnHidden
        data-testid="edoc-drawer"
      >
        {open && <EDocumentPanel id={open.id} />}
      </Drawer>
    </>
  );
};
