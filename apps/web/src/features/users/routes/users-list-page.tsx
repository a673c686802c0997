import { PlusOutlined } from '@ant-design/icons';
import type { TUserListItem } from '@zerg/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { downloadUserQr } from '../api/download-user-qr';
import { exportUsers } from '../api/export-users';
import { type UserFilters as UserFilterValues, useUsers } from '../api/get-users';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { userColumns } from '../components/user-columns';
import { UserFilters } from '../components/user-filters';
import { type QrTarget, UserQrModal } from '../components/user-qr-modal';
import { USER_PATHS } from '../screens';

/** /users/list: every user account, searchable, filterable, sortable, exportable. */
export const UsersListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListState<UserFilterValues>({ sortBy: 'fullName' });
  const users = useUsers(list.params);
  const resetFactor = useResetSecondFactor();
  const [qrUser, setQrUser] = useState<QrTarget | null>(null);

  const columns = userColumns(t, {
    onShowQr: (user) => setQrUser({ id: user.id, fullName: user.fullName }),
    onDownloadQr: (user) => downloadUserQr(user.id),
    onResetSecondFactor: (user) =>
      resetFactor.mutateAsync(user.id).then(() => toast.success(t('second-factor:reset.done'))),
  });

  return (
    <>
      <DataTable<TUserListItem, UserFilterValues>
        list={list}
        query={users}
        columns={columns}
        rowKey="id"
        testId="users-table"
        searchPlaceholder={t('users:list.search')}
        filters={<UserFilters list={list} />}
        onExport={() => exportUsers(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(USER_PATHS.register)}
            data-testid="users-add"
          >
            {t('users:list.add')}
          </Button>
        }
      />
      <UserQrModal user={qrUser} onClose={() => setQrUser(null)} />
    </>
  );
};
