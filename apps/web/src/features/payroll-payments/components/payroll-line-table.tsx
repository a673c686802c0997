import type { TPayrollLine } from '@zerg/shared';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/percent';

/** A slip's lines of one kind (earnings, deductions, employer contributions) with what each was computed from. */
export const LineTable = ({ lines, title }: { lines: TPayrollLine[]; title: string }) => {
  const { t } = useTranslation('payroll-payments');
  if (!lines.length) return null;
  return (
    <Table<TPayrollLine>
      size="small"
      title={() => <strong>{title}</strong>}
      rowKey={(l, i) => `${l.code}-${l.reference ?? i}`}
      pagination={false}
      dataSource={lines}
      columns={[
        { title: t('code'), dataIndex: 'code', width: 70 },
        { title: t('concept'), dataIndex: 'description' },
        { title: t('base'), dataIndex: 'base', align: 'right' },
        {
          title: t('rate'),
          dataIndex: 'rate',
          align: 'right',
          render: (v: string | null) => formatPercent(v),
        },
        { title: t('quantity'), dataIndex: 'quantity', align: 'right' },
        { title: t('amount'), dataIndex: 'amount', align: 'right' },
      ]}
    />
  );
};
