import type { TImportReport } from '@zerg/shared';
import { Alert, Flex, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../../components/employee-record/code-label';

export type ImportReportProps = { report: TImportReport };

type ReportLine = { key: string; row: number; field: string; reasons: string[]; rowSpan: number };

/** One line per refused field, the file's row number spanning the fields of that row. */
export const reportLines = (report: TImportReport): ReportLine[] =>
  report.refused.flatMap(({ row, errors }) =>
    Object.entries(errors).map(([field, reasons], index, all) => ({
      key: `${row}-${field}`,
      row,
      field,
      reasons,
      rowSpan: index === 0 ? all.length : 0,
    })),
  );

/** What a bulk import did: rows read, created and refused, with every reason of every refused row. */
export const ImportReport = ({ report }: ImportReportProps) => {
  const { t } = useTranslation();
  const refused = report.refused.length;
  return (
    <Flex vertical gap={16} data-testid="import-report">
      <Flex gap={32} wrap>
        <Statistic title={t('employees:import.total')} value={report.total} />
        <Statistic
          title={t('employees:import.created')}
          value={report.created}
          styles={{ content: { color: 'var(--ant-color-success, #28c76f)' } }}
        />
        <Statistic
          title={t('employees:import.refused')}
          value={refused}
          styles={{ content: { color: refused > 0 ? 'var(--ant-color-error, #ea5455)' : undefined } }}
        />
      </Flex>
      {refused === 0 ? (
        <Alert type="success" showIcon title={t('employees:import.allCreated')} />
      ) : (
        <>
          <Alert
            type={report.created > 0 ? 'warning' : 'error'}
            showIcon
            title={report.created > 0 ? t('employees:import.someRefused') : t('employees:import.noneCreated')}
          />
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ y: 320 }}
            dataSource={reportLines(report)}
            data-testid="import-refused"
            columns={[
              {
                title: t('employees:import.row'),
                dataIndex: 'row',
                width: 80,
                align: 'center',
                onCell: (line) => ({ rowSpan: line.rowSpan }),
              },
              {
                title: t('employees:import.field'),
                dataIndex: 'field',
                width: 220,
                render: (field: string) => fieldLabel(t, field),
              },
              {
                title: t('employees:import.reasons'),
                dataIndex: 'reasons',
                render: (reasons: string[]) => (
                  <Flex vertical>
                    {reasons.map((reason) => (
                      <Typography.Text key={reason} type="danger">
                        {reason}
                      </Typography.Text>
                    ))}
                  </Flex>
                ),
              },
            ]}
          />
        </>
      )}
    </Flex>
  );
};
