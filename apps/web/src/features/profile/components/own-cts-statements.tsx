import { FilePdfOutlined } from '@ant-design/icons';
import type { TOwnCtsStatements } from '@zerg/shared';
import { Alert, Button, Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/format-money';
import { monthHeading } from '../../../lib/month-heading';
import { downloadOwnCtsStatement } from '../api/download-own-cts-statement';
import { useOwnCtsStatements } from '../api/get-own-cts-statements';

type Row = TOwnCtsStatements[number];

/** The worker's own CTS deposit statements; shown only once a deposit was made to them. */
export const OwnCtsStatements = () => {
  const { t, i18n } = useTranslation('profile');
  const statements = useOwnCtsStatements();
  const [error, setError] = useState<unknown>(null);
  if (!statements.data?.length) return null;
  const download = async (runId: number) => {
    setError(null);
    try {
      await downloadOwnCtsStatement(runId);
    } catch (err) {
      setError(err);
    }
  };
  return (
    <Card title={t('cts.title')} data-testid="own-cts-statements">
      {error !== null && <Alert type="error" showIcon title={errorMessage(t, error)} />}
      <Table<Row>
        size="small"
        rowKey="runId"
        pagination={false}
        dataSource={statements.data}
        columns={[
          { title: t('cts.deposit'), render: (_, r) => monthHeading(r.year, r.month, i18n.language) },
          {
            title: t('cts.amount'),
            align: 'right',
            render: (_, r) => formatMoney(r.amount, 'PEN', i18n.language),
          },
          {
            title: t('common:table.actions'),
            render: (_, r) => (
              <Button icon={<FilePdfOutlined />} onClick={() => download(r.runId)}>
                PDF
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
};
