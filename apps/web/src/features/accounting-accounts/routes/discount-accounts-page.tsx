import type { TDiscountAccount } from '@zerg/shared';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../../components/route-tabs';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { AccountPicker } from '../../../reference-data/account-picker';
import { useDiscountAccounts } from '../api/get-discount-accounts';
import { useUpdateDiscountAccount } from '../api/update-discount-account';
import { ACCOUNTING_ACCOUNT_TABS } from '../screens';

/**
 * /bookeeping/accounting-accounts/discount-accounts: the account each payroll discount type is owed
 * on (loans 1411, damage and shortages 1419, judicial retentions 4699); changed in place.
 */
export const DiscountAccountsPage = () => {
  const { t } = useTranslation();
  const accounts = useDiscountAccounts();
  const update = useUpdateDiscountAccount();

  return (
    <>
      <RouteTabs tabs={ACCOUNTING_ACCOUNT_TABS} />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('accounting-accounts:discountAccounts.hint')}
      />
      <Table<TDiscountAccount>
        rowKey="discountType"
        size="middle"
        loading={accounts.isFetching}
        dataSource={accounts.data?.data ?? []}
        pagination={false}
        data-testid="discount-accounts-table"
        columns={[
          {
            title: t('accounting-accounts:discountAccounts.type'),
            dataIndex: 'discountType',
            render: (type: string) => t(`accounting-accounts:discountAccounts.types.${type}`),
          },
          {
            title: t('accounting-accounts:discountAccounts.account'),
            dataIndex: 'accountId',
            render: (accountId: number, row) => (
              <AccountPicker
                postable
                style={{ width: 420 }}
                value={accountId}
                selected={{ id: row.accountId, code: row.accountCode, name: row.accountName }}
                disabled={update.isPending}
                data-testid={`discount-account-${row.discountType}`}
                onChange={(value) =>
                  value !== undefined &&
                  value !== accountId &&
                  update.mutate(
                    { discountType: row.discountType, accountId: value },
                    {
                      onSuccess: () => toast.success(t('accounting-accounts:discountAccounts.saved')),
                      onError: (error) => toast.danger(errorMessage(t, error)),
                    },
                  )
                }
              />
            ),
          },
        ]}
      />
    </>
  );
};
