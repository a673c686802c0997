import { EditOutlined, QrcodeOutlined, SafetyOutlined } from '@ant-design/icons';
import { MODULES, type TUserListItem } from '@zerg/shared';
import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button';
import type { DataTableColumn } from '../../../components/data-table';
import { DownloadButton } from '../../../components/download-button';
import { StatusTag } from '../../../components/status-tag';
import { formatDateTime } from '../../../lib/format-date';
import { userEditPath } from '../screens';

export type UserRowActions = {
  onShowQr: (user: TUserListItem) => void;
  onDownloadQr: (user: TUserListItem) => Promise<void>;
  onResetSecondFactor: (user: TUserListItem) => Promise<unknown>;
};

/** Module tags shown in a row before the rest collapse into "+N". */
export const MAX_MODULE_TAGS = 3;

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
    { title: t('users:columns.campus'), dataIndex: 'campusName', sortKey: 'campusName', secondary: true },
    {
      title: t('users:columns.employee'),
      dataIndex: 'employeeName',
      secondary: true,
      render: (name: string | null) => name ?? <Typography.Text type="secondary">{none}</Typography.Text>,
    },
    {
      title: t('users:columns.modules'),
      dataIndex: 'modules',
      width: 260,
      render: (modules: number[]) => {
        const names = modules.map((id) => moduleName(t, id));
        const rest = names.slice(MAX_MODULE_TAGS);
        return (
          <Flex gap={4} wrap>
            {names.slice(0, MAX_MODULE_TAGS).map((name) => (
              <Tag key={name} color="purple" variant="outlined" style={{ marginInlineEnd: 0 }}>
                {name}
              </Tag>
            ))}
            {rest.length > 0 && (
              <Tooltip title={rest.join(', ')}>
                <Tag style={{ marginInlineEnd: 0, cursor: 'default' }} data-testid="modules-more">
                  +{rest.length}
                </Tag>
              </Tooltip>
            )}
          </Flex>
        );
      },
    },
    {
      title: t('users:columns.lastLogin'),
      dataIndex: 'lastLoginAt',
      sortKey: 'lastLoginAt',
      render: (value: string | null) =>
        value ? (
          <Tooltip title={formatDateTime(value)}>{formatDateTime(value)}</Tooltip>
        ) : (
          <Typography.Text type="secondary">{t('users:never')}</Typography.Text>
        ),
    },
    // Status and actions stay pinned on the right, so the status is never hidden under the actions
    // while the wide middle columns scroll.
    {
      title: t('users:columns.status'),
      dataIndex: 'isActive',
      fixed: 'right',
      align: 'center',
      render: (isActive: boolean) => <StatusTag status={isActive ? 'active' : 'inactive'} />,
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
              to={userEditPath(row.id)}
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
            <DownloadButton
              type="text"
              download={() => actions.onDownloadQr(row)}
              aria-label={t('users:qr.download')}
              data-testid={`user-qr-download-${row.id}`}
            />
          </Tooltip>
          <Tooltip title={t('second-factor:reset.action')}>
            <ConfirmButton
              type="text"
              danger
              icon={<SafetyOutlined />}
              aria-label={t('second-factor:reset.action')}
              confirmTitle={t('second-factor:reset.title', { name: row.fullName })}
              confirmDescription={t('second-factor:reset.description')}
              onConfirm={() => actions.onResetSecondFactor(row)}
              data-testid={`user-second-factor-reset-${row.id}`}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
};
