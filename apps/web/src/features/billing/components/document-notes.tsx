import type { TSalesDocumentItem } from '@zerg/shared';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { documentLabel } from './document-columns';
import { DocumentStateTag } from './document-state-tag';
import { useBillingRoot } from './use-billing-root';

/** The credit and debit notes issued against the document. */
export const DocumentNotes = ({ notes }: { notes: readonly TSalesDocumentItem[] }) => {
  const { t, i18n } = useTranslation();
  const { viewPath } = useBillingRoot();
  return (
    <Card title={t('billing:detail.notes')} styles={{ body: { padding: 0 } }}>
      <Table<TSalesDocumentItem>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={[...notes]}
        data-testid="doc-notes"
        locale={{ emptyText: t('billing:detail.noNotes') }}
        columns={[
          {
            title: t('billing:columns.number'),
            dataIndex: 'fullNumber',
            render: (_: string | null, row) => <Link to={viewPath(row.id)}>{documentLabel(t, row)}</Link>,
          },
          {
            title: t('billing:columns.type'),
            dataIndex: 'documentType',
            render: (type: string) => t(`billing:type.${type}`),
          },
          {
            title: t('billing:columns.issueDate'),
            dataIndex: 'issueDate',
            render: (d: string | null) => (d ? formatDate(d) : '—'),
          },
          {
            title: t('billing:columns.total'),
            dataIndex: 'totalAmount',
            align: 'right',
            render: (amount: string, row) => formatMoney(amount, row.currency, i18n.language),
          },
          {
            title: t('billing:columns.state'),
            dataIndex: 'state',
            render: (_: string, row) => <DocumentStateTag state={row.state} />,
          },
        ]}
      />
    </Card>
  );
};
