import { PlusOutlined } from '@ant-design/icons';
import type { TCompanyBankAccount } from '@zerg/shared';
import { App, Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { useChangeBankAccountStatus } from '../api/change-bank-account-status';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { exportBankAccounts } from '../api/export-bank-accounts';
import {
  type BankAccountFilters as BankAccountFilterValues,
  useBankAccounts,
} from '../api/get-bank-accounts';
import { bankAccountColumns } from '../components/bank-account-columns';
import { BankAccountFilters } from '../components/bank-account-filters';
import { BankAccountFormModal } from '../components/bank-account-form-modal';

/** /treasury/bank-accounts/list: the company's accounts with their balance, registered and edited here. */
export const BankAccountsListPage = () => {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const list = useListState<BankAccountFilterValues>({ sortBy: 'bankName' });
  const accounts = useBankAccounts(list.params);
  const changeStatus = useChangeBankAccountStatus();
  const remove = useDeleteBankAccount();
  const [target, setTarget] = useState<TCompanyBankAccount | 'new' | null>(null);

  const toggleStatus = (account: TCompanyBankAccount) =>
    changeStatus.mutate(
      { id: account.id, status: account.status === 'active' ? 'inactive' : 'active' },
      {
        onSuccess: (saved) =>
          toast.success(
            t(
              saved.status === 'active'
                ? 'treasury-bank-accounts:activated'
                : 'treasury-bank-accounts:deactivated',
            ),
          ),
        onError: (error) => toast.danger(errorMessage(t, error)),
      },
    );

  const confirmDelete = (account: TCompanyBankAccount) =>
    modal.confirm({
      title: t('treasury-bank-accounts:deleteTitle'),
      content: t('treasury-bank-accounts:deleteDescription', {
        bank: account.bankName,
        number: account.number,
      }),
      okText: t('treasury-bank-accounts:delete'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () =>
        remove
          .mutateAsync(account.id)
          .then(() => toast.success(t('treasury-bank-accounts:deleted')))
          // A refusal (movements name the account) is said in words, and the dialog closes.
          .catch((error: unknown) => toast.danger(errorMessage(t, error))),
    });

  const columns = bankAccountColumns(t, i18n.language, {
    onEdit: setTarget,
    onToggleStatus: toggleStatus,
    onDelete: confirmDelete,
    busyId: changeStatus.isPending ? (changeStatus.variables?.id ?? null) : null,
  });

  return (
    <>
      <DataTable<TCompanyBankAccount, BankAccountFilterValues>
        list={list}
        query={accounts}
        columns={columns}
        rowKey="id"
        testId="bank-accounts-table"
        searchPlaceholder={t('treasury-bank-accounts:list.search')}
        filters={<BankAccountFilters list={list} />}
        onExport={() => exportBankAccounts(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setTarget('new')}
            data-testid="account-add"
          >
            {t('treasury-bank-accounts:list.add')}
          </Button>
        }
      />
      <BankAccountFormModal target={target} onClose={() => setTarget(null)} />
    </>
  );
};
