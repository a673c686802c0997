import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TBonusGrant } from '@zerg/shared';
import { Button, Space, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import type { DataTableColumn } from '../../../components/data-table';
import { formatMoney } from '../../../lib/format-money';

export type BonusGrantRowActions = {
  onEdit: (row: TBonusGrant) => void;
  onDelete: (row: TBonusGrant) => Promise<unknown>;
};

const month = (period: string) => dayjs(`${period.slice(0, 7)}-01`).format('MMM YYYY');

/** The columns of the bonus grant list. */
export const bonusGrantColumns = (
  t: TFunction,
  lang: string,
  actions: BonusGrantRowActions,
): DataTableColumn<TBonusGrant>[] => [
  {
    title: t('payroll-bonuses:columns.employee'),
    dataIndex: 'employeeName',
    sortKey: 'employeeName',
    fixed: 'left',
    render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
  },
  { title: t('payroll-bonuses:columns.type'), dataIndex: 'bonusTypeName', sortKey: 'bonusTypeName' },
  {
    title: t('payroll-bonuses:columns.amount'),
    dataIndex: 'amount',
    sortKey: 'amount',
    align: 'right',
    render: (amount: string) => <Typography.Text strong>{formatMoney(amount, 'PEN', lang)}</Typography.Text>,
  },
  {
    title: t('payroll-bonuses:columns.months'),
    dataIndex: 'fromPeriod',
    sortKey: 'fromPeriod',
    render: (from: string, row) =>
      row.toPeriod
        ? t('payroll-bonuses:range', { from: month(from), to: month(row.toPeriod) })
        : t('payroll-bonuses:openRange', { from: month(from) }),
  },
  {
    title: t('payroll-bonuses:columns.observations'),
    dataIndex: 'observations',
    width: 240,
    render: (text: string | null) => (
      <Typography.Paragraph ellipsis={{ rows: 2, tooltip: true }} style={{ marginBottom: 0, maxWidth: 240 }}>
        {text ?? '—'}
      </Typography.Paragraph>
    ),
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    align: 'center',
    render: (_value, row) => (
      <Space size={0}>
        <Tooltip title={t('payroll-bonuses:edit')}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('payroll-bonuses:edit')}
            onClick={() => actions.onEdit(row)}
            data-testid={`bonus-edit-${row.id}`}
          />
        </Tooltip>
        <Tooltip title={t('payroll-bonuses:delete')}>
          <ConfirmButton
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('payroll-bonuses:delete')}
            confirmTitle={t('payroll-bonuses:deleteQuestion', {
              name: row.employeeName,
              type: row.bonusTypeName,
            })}
            confirmOkText={t('payroll-bonuses:delete')}
            onConfirm={() => actions.onDelete(row)}
            data-testid={`bonus-delete-${row.id}`}
          />
        </Tooltip>
      </Space>
    ),
  },
];
