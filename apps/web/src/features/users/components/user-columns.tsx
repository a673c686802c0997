import { DownloadOutlined, EditOutlined, QrcodeOutlined } from '@ant-design/icons';
import { MODULES, type TUserListItem } from '@zerg/shared';
import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';

export type UserRowActions = {
  onShowQr: (user: TUserListItem) => void;
  onDownloadQr: (user: TUserListItem) => void;
  downloadingId: number | null;
};

const moduleName = (t: TFunction, id: number): string => {
  const module = MODULES.find((m) => m.id === id);
  return module ? t(`common:modules.${module.key}`) : String(id);
};

/** The columns of the users list. */
export const userColumns = (t: TFunction, actions: UserRowActions): DataTableColumn<TUserListItem>[] => {
  const none = t('common:states.none');
  return [
    {
      title: t('users:columns.fullName'),
      dataIndex: 'fullName',
      sortKey: 'fullName',
      fixed: 'left',
      render: (fullName: string, row) => (
        <Flex vertical>
          <Typography.Text strong>{fullName}</Typography.Text>
          {row.isCeo && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('users:ceo')}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: t('users:columns.email'), dataIndex: 'email', sortKey: 'email' },
    { title: t('users:columns.role'), dataIndex: 'roleName', sortKey: 'roleName' },
    { title: t('users:columns.campus'), dataIndex: 'campusName', sortKey: 'campusName' },
    {
      title: t('users:columns.employee'),
      dataIndex: 'employeeName',
      render: (name: string | null) => name ?? <Typography.Text type="secondary">{none}</Typography.Text>,
    },
    {
      title: t('users:columns.modules'),
      dataIndex: 'modules',
      width: 260,
      render: (modules: number[]) => (
        <Flex wrap gap={4}>
          {modules.map((id) => (
            <Tag key={id} color="purple" variant="outlined">
              {moduleName(t, id)}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t('users:columns.status'),
      dataIndex: 'isActive',
      render: (isActive: boolean) => <StatusTag status={isActive ? 'active' : 'inactive'} />,
    },
    {
      title: t('users:columns.lastLogin'),
      dataIndex: 'lastLoginAt',
      sortKey: 'lastLoginAt',
      render: (value: string | null) =>
        value ? (
          <Tooltip title={dayjs(value).format('LLL')}>{dayjs(value).format('L LT')}</Tooltip>
        ) : (
          <Typography.Text type="secondary">{t('users:never')}</Typography.Text>
        ),
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      fixed: 'right',
      align: 'center',
      render: (_value, row) => (
        <Space size={0}>
          <Tooltip title={t('common:actions.edit')}>
            <Link
              to={`/users/edit/${row.id}`}
              data-testid={`user-edit-${row.id}`}
              aria-label={t('common:actions.edit')}
            >
              <Button type="text" icon={<EditOutlined />} tabIndex={-1} />
            </Link>
          </Tooltip>
          <Tooltip title={t('users:qr.show')}>
            <Button
              type="text"
              icon={<QrcodeOutlined />}
              onClick={() => actions.onShowQr(row)}
              aria-label={t('users:qr.show')}
              data-testid={`user-qr-${row.id}`}
            />
          </Tooltip>
          <Tooltip title={t('users:qr.download')}>
            <Button
              type="text"
              icon={<DownloadOutlined />}
              loading={actions.downloadingId === row.id}
              onClick={() => actions.onDownloadQr(row)}
              aria-label={t('users:qr.download')}
              data-testid={`user-qr-download-${row.id}`}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
};
