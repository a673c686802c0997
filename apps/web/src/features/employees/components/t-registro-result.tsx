import type { TTRegistroPreview, TTRegistroWorker } from '@zerg/shared';
import { Alert, Empty, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/employee-record/record-text';

/** The workers of a T-Registro declaration and, for each, the required fields their record lacks. */
export const TRegistroResult = ({ preview }: { preview: TTRegistroPreview }) => {
  const { t } = useTranslation();
  const withProblems = preview.workers.filter((w) => w.problems.length > 0).length;
  const columns: TableColumnsType<TTRegistroWorker> = [
    { title: t('employees:tRegistro.columns.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('employees:tRegistro.columns.document'),
      key: 'document',
      render: (_, w) => `${t(`employees:codes.documentType.${w.documentType}`)} ${w.documentNumber}`,
    },
    {
      title: t(`employees:tRegistro.dateOf.${preview.kind}`),
      dataIndex: 'date',
      key: 'date',
      render: (date: string) => formatDate(date),
    },
    {
      title: t('employees:tRegistro.columns.problems'),
      key: 'problems',
      render: (_, w) =>
        w.problems.length === 0 ? (
          <Tag color="success">{t('employees:tRegistro.ready')}</Tag>
        ) : (
          <Flex gap={4} wrap>
            {w.problems.map((p) => (
              <Tag color="error" key={`${p.field}-${p.reason}`}>
                {t(`employees:tRegistro.fields.${p.field}`)}: {t(`employees:tRegistro.reasons.${p.reason}`)}
              </Tag>
            ))}
          </Flex>
        ),
    },
  ];
  if (preview.workers.length === 0)
    return <Empty description={t('employees:tRegistro.nobody')} data-testid="t-registro-empty" />;
  return (
    <Flex vertical gap={12}>
      <Typography.Text data-testid="t-registro-summary">
        {t('employees:tRegistro.summary', {
          count: preview.workers.length,
          problems: withProblems,
          company: `${preview.companyName} (${preview.ruc})`,
        })}
      </Typography.Text>
      <Flex gap={8} wrap>
        {preview.files.map((f) => (
          <Tag key={f.name}>{t('employees:tRegistro.fileLines', { name: f.name, count: f.lines })}</Tag>
        ))}
      </Flex>
      {preview.manualFields.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('employees:tRegistro.manual', {
            fields: preview.manualFields.map((f) => t(`employees:tRegistro.fields.${f}`)).join(', '),
          })}
        />
      )}
      <Table<TTRegistroWorker>
        rowKey="employeeId"
        columns={columns}
        dataSource={preview.workers}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        size="small"
        data-testid="t-registro-table"
      />
    </Flex>
  );
};
