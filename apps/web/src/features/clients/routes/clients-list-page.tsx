import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { TClientSummary } from '@zerg/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { ImportJobModal } from '../../../components/import-job/import-job-modal';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { exportClients } from '../api/export-clients';
import { type ClientFilters as ClientFilterValues, useClients } from '../api/get-clients';
import { downloadClientTemplate, useImportClients } from '../api/import-clients';
import { useSetClientActive } from '../api/set-client-active';
import { clientColumns } from '../components/client-columns';
import { ClientFilters } from '../components/client-filters';
import { CLIENT_PATHS } from '../screens';

/** /settings/clients/list: the company's clients, searchable, filterable, exportable and importable. */
export const ClientsListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListState<ClientFilterValues>({ sortBy: 'legalName' });
  const clients = useClients(list.params);
  const toggle = useSetClientActive();
  const importer = useImportClients();
  const [importing, setImporting] = useState(false);
  const columns = clientColumns(t, {
    onToggle: (row) => toggle.mutate({ id: row.id, active: !row.isActive }),
    togglingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
  });

  return (
    <>
      <DataTable<TClientSummary, ClientFilterValues>
        list={list}
        query={clients}
        columns={columns}
        rowKey="id"
        testId="clients-table"
        searchPlaceholder={t('clients:list.search')}
        filters={<ClientFilters list={list} />}
        onExport={() => exportClients(list.params)}
        actions={
          <>
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="clients-import">
              {t('common:sheetImport.open')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(CLIENT_PATHS.register)}
              data-testid="clients-add"
            >
              {t('clients:list.add')}
            </Button>
          </>
        }
      />
      <ImportJobModal
        open={importing}
        onClose={() => setImporting(false)}
        title={t('clients:import.title')}
        kind="client-import"
        writes="all-or-nothing"
        onTemplate={downloadClientTemplate}
        start={importer.start}
        onImported={(report) => {
          importer.imported();
          toast.success(t('common:sheetImport.done', { created: report.created }));
        }}
      />
    </>
  );
};
