import { FilePdfOutlined } from '@ant-design/icons';
import type { TPayrollDate } from '@zerg/shared';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { downloadCtsStatement } from '../../../components/employee-record/api/download-cts-statement';
import { usePayrollDates } from '../../../components/employee-record/api/get-payroll-dates';
import { formatMoney } from '../../../lib/format-money';
import { monthHeading } from '../../../lib/month-heading';

type Props = { employeeId: number };

/** The worker's CTS deposit statements for HR: one per approved or paid CTS run they were in. */
export const CtsStatementsCard = ({ employeeId }: Props) => {
  const { t, i18n } = useTranslation('employees');
  const dates = usePayrollDates(employeeId);
  const deposits = (dates.data ?? []).filter(
    (d) => d.kind === 'cts' && (d.state === 'approved' || d.state === 'paid'),
  );
  if (deposits.length === 0) return null;
  return (
    <Card title={t('ctsStatements.title')} data-testid="employee-cts-statements">
      <Table<TPayrollDate>
        size="small"
        rowKey="slipId"
        pagination={false}
        dataSource={deposits}
        columns={[
          {
            title: t('ctsStatements.deposit'),
            render: (_, r) => monthHeading(r.year, r.month, i18n.language),
          },
          {
            title: t('ctsStatements.amount'),
            align: 'right',
            render: (_, r) => formatMoney(r.net, 'PEN', i18n.language),
          },
          {
            title: t('common:table.actions'),
            render: (_, r) => (
              <DownloadButton
                icon={<FilePdfOutlined />}
                download={() => downloadCtsStatement({ runId: r.runId, employeeId })}
              >
                PDF
              </DownloadButton>
            ),
          },
        ]}
      />
    </Card>
  );
};
