import { PlusOutlined } from '@ant-design/icons';
import type { TJournalEntry } from '@zerg/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { RouteTabs } from '../../../components/route-tabs';
import { useListState } from '../../../components/use-list-state';
import { exportJournalEntries } from '../api/export-journal-entries';
import { type JournalFilters as Filters, useJournalEntries } from '../api/get-journal-entries';
import { EntryDrawer } from '../components/entry-drawer';
import { EntryFormModal } from '../components/entry-form-modal';
import { journalColumns } from '../components/journal-columns';
import { JournalFilters } from '../components/journal-filters';
import { useMoney } from '../components/money-text';
import { JOURNAL_TABS } from '../screens';

/** /bookeeping/transactions/list: the journal, newest first; a number opens the entry. */
export const JournalPage = () => {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useListState<Filters>({ sortBy: 'date', sortDesc: true });
  const entries = useJournalEntries(list.params);
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <RouteTabs tabs={JOURNAL_TABS} />
      <DataTable<TJournalEntry, Filters>
        list={list}
        query={entries}
        columns={journalColumns(t, money, (entry) => setOpenId(entry.id))}
        rowKey="id"
        testId="journal-table"
        searchPlaceholder={t('bookkeeping-journal:search')}
        filters={<JournalFilters list={list} />}
        onExport={() => exportJournalEntries(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="entry-new"
          >
            {t('bookkeeping-journal:form.new')}
          </Button>
        }
      />
      <EntryDrawer entryId={openId} onOpen={setOpenId} onClose={() => setOpenId(null)} />
      <EntryFormModal
        open={creating}
        defaultCompanyId={list.filters.companyId}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          setOpenId(id);
        }}
      />
    </>
  );
};
