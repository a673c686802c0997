import type { TImportReport } from '@zerg/shared';
import { Alert, Flex, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * How an import treats a file with refused rows: `all-or-nothing` writes nothing then (clients,
 * vehicles); `good-rows` writes the good rows and lists the others (employees).
 */
export type ImportWrites = 'all-or-nothing' | 'good-rows';

export type ImportReportProps = {
  report: TImportReport;
  writes: ImportWrites;
  /** A field key of the report (`plate`, `job.areaId`) as the user knows it. */
  fieldLabel?: (field: string) => string;
};

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

/** What an import did: rows read, created and refused, with every reason of every refused row. */
export const ImportReport = ({ report, writes, fieldLabel }: ImportReportProps) => {
  const { t } = useTranslation();
  const refused = report.refused.length;
  const partial = writes === 'good-rows' && report.created > 0;
  return (
    <Flex vertical gap={16} data-testid="import-report">
      <Flex gap={32} wrap>
        <Statistic title={t('common:sheetImport.total')} value={report.total} />
        <Statistic
          title={t('common:sheetImport.created')}
          value={report.created}
          styles={{ content: { color: 'var(--ant-color-success, #28c76f)' } }}
        />
        <Statistic
          title={t('common:sheetImport.refused')}
          value={refused}
          styles={{ content: { color: refused > 0 ? 'var(--ant-color-error, #ea5455)' : undefined } }}
        />
      </Flex>
      {refused === 0 ? (
        <Alert type="success" showIcon title={t('common:sheetImport.allCreated')} />
      ) : (
        <>
          <Alert
            type={partial ? 'warning' : 'error'}
            showIcon
            title={partial ? t('common:sheetImport.someRefused') : t('common:sheetImport.noneCreated')}
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
                title: t('common:sheetImport.row'),
                dataIndex: 'row',
                width: 80,
                align: 'center',
                onCell: (line) => ({ rowSpan: line.rowSpan }),
              },
              {
                title: t('common:sheetImport.field'),
                dataIndex: 'field',
                width: 220,
                render: (field: string) => fieldLabel?.(field) ?? field,
              },
              {
                title: t('common:sheetImport.reasons'),
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
