import type { TSalesDocumentItem } from '@zerg/shared';
import { Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { EDocumentStateTag } from '../../../components/e-document/e-document-state-tag';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { DocumentStateTag } from './document-state-tag';

/** The document's number, or "Draft" and its id while it has none. */
export const documentLabel = (t: TFunction, row: Pick<TSalesDocumentItem, 'fullNumber' | 'id'>): string =>
  row.fullNumber ?? t('billing:draftLabel', { id: row.id });

/** The columns of the sales documents list; the number opens the document, `actions` are the state's own. */
export const documentColumns = (
  t: TFunction,
  language: string,
  viewPath: (id: number) => string,
  actions: (row: TSalesDocumentItem) => ReactNode,
): DataTableColumn<TSalesDocumentItem>[] => [
  {
    title: t('billing:columns.number'),
    dataIndex: 'fullNumber',
    sortKey: 'number',
    fixed: 'left',
    render: (_: string | null, row) => (
      <Flex vertical>
        <Link to={viewPath(row.id)} data-testid={`doc-open-${row.id}`}>
          {documentLabel(t, row)}
        </Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`billing:type.${row.documentType}`)}
          {row.referenceFullNumber ? ` · ${row.referenceFullNumber}` : ''}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: t('billing:columns.issueDate'),
    dataIndex: 'issueDate',
    sortKey: 'issueDate',
    render: (date: string | null) => (date ? formatDate(date) : '—'),
  },
  {
    title: t('billing:columns.client'),
    dataIndex: 'clientName',
    sortKey: 'client',
    render: (name: string, row) => (
      <Flex vertical>
        <Typography.Text ellipsis={{ tooltip: name }} style={{ maxWidth: 260 }}>
          {name}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.clientDocument}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: t('billing:columns.company'),
    dataIndex: 'companyName',
    secondary: true,
  },
  {
    title: t('billing:columns.dueDate'),
    dataIndex: 'dueDate',
    sortKey: 'dueDate',
    secondary: 'phone',
    render: (date: string | null) => (date ? formatDate(date) : '—'),
  },
  {
    title: t('billing:columns.total'),
    dataIndex: 'totalAmount',
    sortKey: 'totalAmount',
    align: 'right',
    render: (amount: string, row) => (
      <Flex vertical align="end">
        <Typography.Text strong data-testid={`doc-total-${row.id}`}>
          {formatMoney(amount, row.currency, language)}
        </Typography.Text>
        {row.currency !== 'PEN' && row.state !== 'draft' && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatMoney(row.totalPen, 'PEN', language)}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: t('billing:columns.detraction'),
    dataIndex: 'detractionAmountPen',
    align: 'right',
    secondary: true,
    render: (amount: string) =>
      Number(amount) > 0 ? (
        formatMoney(amount, 'PEN', language)
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      ),
  },
  {
    title: t('billing:columns.state'),
    dataIndex: 'state',
    sortKey: 'state',
    align: 'center',
    render: (_: string, row) => (
      <span data-testid={`doc-state-${row.id}`}>
        <DocumentStateTag state={row.state} />
      </span>
    ),
  },
  {
    // Empty when the document was never sent: a draft, or a company that does not issue electronically.
    title: t('billing:columns.sunat'),
    key: 'sunat',
    align: 'center',
    render: (_value, row) =>
      row.sunat && (
        <span data-testid={`doc-sunat-${row.id}`}>
          <EDocumentStateTag state={row.sunat.state} title={row.sunat.sunatDescription} />
        </span>
      ),
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    align: 'center',
    render: (_value, row) => actions(row),
  },
];
