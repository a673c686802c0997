import type { JournalOrigin, TJournalEntry } from '@zerg/shared';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format-date';
import { OriginTag } from './origin-tag';

/** Reversed (a later entry cancels it) or a reversal (it cancels an earlier one). */
export const ReversalTag = ({ entry, t }: { entry: TJournalEntry; t: TFunction }) => {
  if (entry.reversedById !== null)
    return (
      <Tag color="red" style={{ marginInlineEnd: 0 }} data-testid="tag-reversed">
        {t('bookkeeping-journal:reversed')}
      </Tag>
    );
  // A reversal's origin tag already says so.
  if (entry.reversesId !== null && entry.origin !== 'reversal')
    return (
      <Tag color="orange" style={{ marginInlineEnd: 0 }} data-testid="tag-reversal">
        {t('bookkeeping-journal:reversal')}
      </Tag>
    );
  return null;
};

/** The columns of the journal; the number opens the entry. */
export const journalColumns = (
  t: TFunction,
  money: (value: string) => string,
  onOpen: (entry: TJournalEntry) => void,
): DataTableColumn<TJournalEntry>[] => [
  {
    title: t('bookkeeping-journal:columns.number'),
    dataIndex: 'number',
    sortKey: 'number',
    fixed: 'left',
    render: (number: string, row) => (
      <Button
        type="link"
        style={{ padding: 0, fontFamily: 'monospace' }}
        onClick={() => onOpen(row)}
        data-testid={`entry-${row.id}`}
      >
        {number}
      </Button>
    ),
  },
  {
    title: t('bookkeeping-journal:columns.date'),
    dataIndex: 'date',
    sortKey: 'date',
    render: (date: string) => formatDate(date),
  },
  { title: t('bookkeeping-journal:columns.company'), dataIndex: 'companyName' },
  {
    title: t('bookkeeping-journal:columns.description'),
    dataIndex: 'description',
    width: 340,
    render: (description: string) => (
      <Tooltip title={description}>
        <Typography.Text ellipsis style={{ maxWidth: 320 }}>
          {description}
        </Typography.Text>
      </Tooltip>
    ),
  },
  {
    title: t('bookkeeping-journal:columns.origin'),
    dataIndex: 'origin',
    sortKey: 'origin',
    render: (origin: JournalOrigin, row) => (
      <Flex gap={4} wrap>
        <OriginTag origin={origin} />
        <ReversalTag entry={row} t={t} />
      </Flex>
    ),
  },
  {
    title: t('bookkeeping-journal:columns.total'),
    dataIndex: 'total',
    sortKey: 'total',
    align: 'right',
    render: (total: string) => (
      <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
        {money(total)}
      </Typography.Text>
    ),
  },
];
