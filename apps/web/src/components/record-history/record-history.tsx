import type { QueryKey } from '@tanstack/react-query';
import type { THistoryChange, THistoryEntry } from '@zerg/shared';
import { Alert, Flex, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordHistory } from './api/get-record-history';
import { formatHistoryValue, formatInstant, type HistoryWords } from './history-value';

const PER_PAGE = 10;

/** Where a screen keeps its field labels (namespace and the object under it), tried in order. */
export type LabelSources = readonly { ns: string; under?: string }[];

const COMMON_FIELDS = { ns: 'common', under: 'history.fields' };

/** The label of a field: the screen's own, else the common one, else the field as stored. */
export const fieldLabel = (
  t: TFunction,
  exists: (key: string) => boolean,
  sources: LabelSources,
  field: string,
) => {
  const name = field.split('.').at(-1) ?? field;
  const key = [...sources, COMMON_FIELDS]
    .map((s) => `${s.ns}:${s.under ? `${s.under}.` : ''}${name}`)
    .find((k) => exists(k));
  return key ? t(key) : name;
};

export const actionLabel = (t: TFunction, exists: (key: string) => boolean, action: string) => {
  const key = `common:history.actions.${action.replace(/[.-]/g, '_')}`;
  return exists(key) ? t(key) : action;
};

/** "Salary: 7,290.00 → 15,000.00", one line per field that changed. */
export const ChangeList = ({ changes, sources }: { changes: THistoryChange[]; sources: LabelSources }) => {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const words: HistoryWords = {
    yes: t('common:history.yes'),
    no: t('common:history.no'),
    empty: t('common:history.empty'),
    items: (count) => t('common:history.items', { count }),
  };
  if (!changes.length)
    return <Typography.Text type="secondary">{t('common:history.noFields')}</Typography.Text>;
  const value = (c: THistoryChange, v: THistoryChange['before']) =>
    formatHistoryValue(v, c.list, i18n.language, words);
  return (
    <Flex vertical gap={2}>
      {changes.map((c) => (
        <span key={c.field} data-testid="history-change">
          <Typography.Text strong>{fieldLabel(t, exists, sources, c.field)}</Typography.Text>
          {': '}
          <Typography.Text type="secondary">{value(c, c.before)}</Typography.Text>
          {' → '}
          {value(c, c.after)}
        </span>
      ))}
    </Flex>
  );
};

type Props = {
  /** The record's query key: the history sits under it, so the record's saves refresh it. */
  queryKey: QueryKey;
  url: string;
  /** The body naming the record, e.g. `{ employee_id: 7 }` or `{ id: 3 }`. */
  record: Record<string, number>;
  labels: LabelSources;
};

/** The History tab of a record: who changed what and when, newest first, a page at a time. */
export const RecordHistory = ({ queryKey, url, record, labels }: Props) => {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useRecordHistory(queryKey, url, record, page, PER_PAGE);
  if (history.isError) return <Alert type="error" showIcon title={t('common:history.loadError')} />;
  return (
    <div data-testid="record-history">
      <Table<THistoryEntry>
        rowKey="id"
        size="small"
        loading={history.isFetching}
        dataSource={history.data?.data ?? []}
        locale={{ emptyText: t('common:history.empty_list') }}
        pagination={{
          current: page,
          pageSize: PER_PAGE,
          total: history.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'at',
            title: t('common:history.when'),
            width: 150,
            render: (_, row) => formatInstant(row.at, i18n.language),
          },
          {
            key: 'who',
            title: t('common:history.who'),
            width: 200,
            render: (_, row) => row.userName ?? t('common:history.system'),
          },
          {
            key: 'action',
            title: t('common:history.action'),
            width: 170,
            render: (_, row) => actionLabel(t, (k) => i18n.exists(k), row.action),
          },
          {
            key: 'changes',
            title: t('common:history.changes'),
            render: (_, row) => <ChangeList changes={row.changes} sources={labels} />,
          },
        ]}
      />
    </div>
  );
};
