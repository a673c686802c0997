import type { TEDocumentItem } from '@zerg/shared';
import { Button, Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { EDocumentStateTag } from '../../../components/e-document/e-document-state-tag';
import { formatDateTime } from '../../../lib/format-date';

/** The columns of the SUNAT records' list; the file name opens the record's answer. */
export const eDocumentColumns = (
  t: TFunction,
  open: (row: TEDocumentItem) => void,
): DataTableColumn<TEDocumentItem>[] => [
  {
    title: t('e-documents:columns.fileName'),
    dataIndex: 'fileName',
    sortKey: 'fileName',
    fixed: 'left',
    render: (name: string, row) => (
      <Flex vertical align="start">
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => open(row)}
          data-testid={`edoc-open-${row.id}`}
        >
          {name}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`e-documents:kind.${row.kind}`)} · {row.series}-{row.number}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: t('e-documents:columns.company'),
    dataIndex: 'companyName',
    secondary: true,
    render: (name: string | null) => name ?? '—',
  },
  {
    title: t('e-documents:columns.state'),
    dataIndex: 'state',
    sortKey: 'state',
    align: 'center',
    render: (_: string, row) => (
      <span data-testid={`edoc-state-${row.id}`}>
        <EDocumentStateTag state={row.state} />
      </span>
    ),
  },
  {
    title: t('e-documents:columns.sunatAnswer'),
    dataIndex: 'sunatDescription',
    secondary: 'phone',
    render: (description: string | null, row) =>
      row.sunatCode === null && description === null ? (
        <Typography.Text type="secondary">—</Typography.Text>
      ) : (
        <Typography.Text ellipsis={{ tooltip: description }} style={{ maxWidth: 320 }}>
          {row.sunatCode !== null && <Typography.Text code>{row.sunatCode}</Typography.Text>} {description}
        </Typography.Text>
      ),
  },
  {
    title: t('e-documents:columns.attempts'),
    dataIndex: 'attempts',
    align: 'right',
    secondary: true,
  },
  {
    title: t('e-documents:columns.createdAt'),
    dataIndex: 'createdAt',
    sortKey: 'createdAt',
    render: (value: string) => formatDateTime(value),
  },
  {
    title: t('e-documents:columns.answeredAt'),
    dataIndex: 'answeredAt',
    sortKey: 'answeredAt',
    secondary: 'phone',
    render: (value: string | null) => (value ? formatDateTime(value) : '—'),
  },
];
