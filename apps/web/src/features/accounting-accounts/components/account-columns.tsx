import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TAccountingAccount } from '@zerg/shared';
import { Button, Space, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { AccountLevelTag, AccountOriginTag } from './account-level-tag';

export type AccountRowActions = {
  onAddChild: (account: TAccountingAccount) => void;
  onEdit: (account: TAccountingAccount) => void;
};

/** Indent per level below the element, so the chart reads as a tree even when sorted by code. */
const INDENT_PX = 14;

/** The columns of the chart of accounts. */
export const accountColumns = (
  t: TFunction,
  actions: AccountRowActions,
): DataTableColumn<TAccountingAccount>[] => [
  {
    title: t('accounting-accounts:columns.code'),
    dataIndex: 'code',
    sortKey: 'code',
    width: 170,
    render: (code: string, row) => (
      <Typography.Text
        strong={row.depth <= 2}
        style={{ paddingInlineStart: (Math.min(row.depth, 8) - 1) * INDENT_PX, fontFamily: 'monospace' }}
        data-testid={`account-code-${code}`}
      >
        {code}
      </Typography.Text>
    ),
  },
  {
    title: t('accounting-accounts:columns.name'),
    dataIndex: 'name',
    sortKey: 'name',
    render: (name: string, row) => <Typography.Text strong={row.depth <= 2}>{name}</Typography.Text>,
  },
  {
    title: t('accounting-accounts:columns.level'),
    dataIndex: 'depth',
    sortKey: 'depth',
    width: 150,
    render: (depth: number) => <AccountLevelTag depth={depth} />,
  },
  {
    title: t('accounting-accounts:columns.origin'),
    dataIndex: 'system',
    width: 110,
    align: 'center',
    render: (system: boolean) => <AccountOriginTag system={system} />,
  },
  {
    title: t('accounting-accounts:columns.postable'),
    dataIndex: 'postable',
    width: 120,
    align: 'center',
    render: (postable: boolean) =>
      postable ? (
        t('accounting-accounts:postable.yes')
      ) : (
        <Typography.Text type="secondary">{t('accounting-accounts:postable.no')}</Typography.Text>
      ),
  },
  {
    title: t('accounting-accounts:columns.status'),
    dataIndex: 'active',
    width: 110,
    align: 'center',
    render: (active: boolean) => <StatusTag status={active ? 'active' : 'inactive'} />,
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    align: 'center',
    width: 110,
    render: (_value, row) => (
      <Space size={0}>
        <Tooltip title={t('accounting-accounts:actions.addChild')}>
          <Button
            type="text"
            icon={<PlusOutlined />}
            onClick={() => actions.onAddChild(row)}
            disabled={!row.active || row.code.length >= 8}
            aria-label={t('accounting-accounts:actions.addChild')}
            data-testid={`account-add-child-${row.code}`}
          />
        </Tooltip>
        {!row.system && (
          <Tooltip title={t('common:actions.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              onClick={() => actions.onEdit(row)}
              aria-label={t('common:actions.edit')}
              data-testid={`account-edit-${row.code}`}
            />
          </Tooltip>
        )}
      </Space>
    ),
  },
];
