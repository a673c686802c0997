import type { TSalesDocument, TSalesLine } from '@zerg/shared';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';

/** The document's lines as the server rounded them; a trip's line names the trip. */
export const DocumentLinesTable = ({ doc }: { doc: TSalesDocument }) => {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, doc.currency, i18n.language);
  return (
    <Card title={t('billing:lines.title')} styles={{ body: { padding: 0 } }}>
      <Table<TSalesLine>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={doc.lines}
        data-testid="doc-lines"
        columns={[
          { title: '#', dataIndex: 'position', width: 48 },
          {
            title: t('billing:lines.description'),
            dataIndex: 'description',
            render: (text: string, line) => (
              <>
                <div style={{ whiteSpace: 'pre-wrap', maxWidth: 520 }}>{text}</div>
                {line.travelOrderCode && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('billing:lines.trip', { code: line.travelOrderCode })}
                  </Typography.Text>
                )}
              </>
            ),
          },
          { title: t('billing:lines.quantity'), dataIndex: 'quantity', align: 'right' },
          { title: t('billing:lines.unitValue'), dataIndex: 'unitValue', align: 'right', render: money },
          {
            title: t('billing:lines.taxAffectation'),
            dataIndex: 'taxAffectation',
            render: (code: string) => t(`billing:taxAffectation.${code}`),
          },
          { title: t('billing:lines.value'), dataIndex: 'lineValue', align: 'right', render: money },
          { title: t('billing:totals.igv'), dataIndex: 'igvAmount', align: 'right', render: money },
          { title: t('billing:lines.total'), dataIndex: 'lineTotal', align: 'right', render: money },
        ]}
      />
    </Card>
  );
};
