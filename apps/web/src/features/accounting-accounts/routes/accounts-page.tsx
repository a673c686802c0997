import { PlusOutlined } from '@ant-design/icons';
import type { TAccountingAccount } from '@zerg/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { RouteTabs } from '../../../components/route-tabs';
import { useListState } from '../../../components/use-list-state';
import { type AccountingAccountFilters, useAccountingAccounts } from '../api/get-accounting-accounts';
import { accountColumns } from '../components/account-columns';
import { AccountEditModal } from '../components/account-edit-modal';
import { AccountFilters } from '../components/account-filters';
import { AccountFormModal } from '../components/account-form-modal';
import { ACCOUNTING_ACCOUNT_TABS } from '../screens';

/**
 * /bookeeping/accounting-accounts/accounts: the PCGE chart and the company's own accounts, in code
 * order so the hierarchy reads top-down; an own account is added under any account.
 */
export const AccountsPage = () => {
  const { t } = useTranslation();
  const list = useListState<AccountingAccountFilters>({ sortBy: 'code' });
  const accounts = useAccountingAccounts(list.params);
  const [adding, setAdding] = useState<{ parent: TAccountingAccount | null } | null>(null);
  const [editing, setEditing] = useState<TAccountingAccount | null>(null);

  const columns = accountColumns(t, {
    onAddChild: (account) => setAdding({ parent: account }),
    onEdit: setEditing,
  });

  return (
    <>
      <RouteTabs tabs={ACCOUNTING_ACCOUNT_TABS} />
      <DataTable<TAccountingAccount, AccountingAccountFilters>
        list={list}
        query={accounts}
        columns={columns}
        rowKey="id"
        testId="accounts-table"
        searchPlaceholder={t('accounting-accounts:search')}
        filters={<AccountFilters list={list} />}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding({ parent: null })}
            data-testid="account-add"
          >
            {t('accounting-accounts:actions.add')}
          </Button>
        }
      />
      <AccountFormModal
        open={adding !== null}
        parent={adding?.parent ?? null}
        onClose={() => setAdding(null)}
      />
      <AccountEditModal account={editing} onClose={() => setEditing(null)} />
    </>
  );
};
