import { FilePdfOutlined } from '@ant-design/icons';
import type { TOwnCtsStatements } from '@zerg/shared';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { formatMoney } from '../../../lib/format-money';
import { monthHeading } from '../../../lib/month-heading';
import { downloadOwnCtsStatement } from '../api/download-own-cts-statement';
import { useOwnCtsStatements } from '../api/get-own-cts-statements';

type Row = TOwnCtsStatements[number];

/** The worker's own CTS deposit statements; shown only once a deposit was made to them. */
export const OwnCtsStatements = () => {
  const { t, i18n } = useTranslation('profile');
  const statements = useOwnCtsStatements();
  if (!statements.data?.length) return null;
  return (
    <Card title={t('cts.title')} data-testid="own-cts-statements">
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
              <DownloadButton icon={<FilePdfOutlined />} download={() => downloadOwnCtsStatement(r.runId)}>
                PDF
              </DownloadButton>
            ),
          },
        ]}
      />
    </Card>
  );
};
