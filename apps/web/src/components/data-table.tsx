import { ClearOutlined, FileExcelOutlined, SearchOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Table,
  type TableColumnType,
  type TableProps,
  Typography,
} from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondaryColumns } from './data-table-secondary';
import { useDownload } from './download-button';
import { ErrorState } from './error-state';
import type { ListResponse, ListState } from './use-list-state';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100, 200];

export type DataTableColumn<T> = TableColumnType<T> & {
  /** The API's `sortBy` value for this column; makes the column sortable on the server. */
  sortKey?: string;
  /**
   * A column a reader can do without at a glance: it leaves the table and shows in the row's
   * expandable detail below 1600 px (`true`), or only on a phone, below 768 px (`'phone'`), so the
   * key columns and the actions fit the screen.
   */
  secondary?: boolean | 'phone';
};

export type DataTableProps<T extends object, F extends object> = {
  /** From `useListState`: page, rows per page, search, sort, filters. */
  list: ListState<F>;
  /** The list query (`useXxx(list.params)`), answering `{ data, total }`. */
  query: Pick<
    UseQueryResult<ListResponse<T>>,
    'data' | 'isPending' | 'isFetching' | 'isError' | 'error' | 'refetch'
  >;
  columns: DataTableColumn<T>[];
  rowKey: keyof T & string;
  /** Filter controls shown next to the search box. */
  filters?: ReactNode;
  /** Extra actions at the right of the toolbar (e.g. "Add"). */
  actions?: ReactNode;
  /** Shows an Excel button that calls it (it downloads every filtered row). */
  onExport?: () => Promise<void>;
  /** Hides the search box for lists without `q`. */
  searchable?: boolean;
  searchPlaceholder?: string;
  expandable?: TableProps<T>['expandable'];
  emptyText?: ReactNode;
  /** Stable hook for browser tests. */
  testId?: string;
};

/** A server-paged, server-sorted antd table with search, filters, export and all its states. */
export const DataTable = <T extends object, F extends object>({
  list,
  query,
  columns,
  rowKey,
  filters,
  actions,
  onExport,
  searchable = true,
  searchPlaceholder,
  expandable,
  emptyText,
  testId = 'data-table',
}: DataTableProps<T, F>) => {
  const { t } = useTranslation();
  const exporter = useDownload();
  const { params } = list;
  const total = query.data?.total ?? 0;
  const hasActiveFilters = Boolean(params.q) || Object.keys(params.filters ?? {}).length > 0;

  const folded = useSecondaryColumns(columns, expandable);
  const tableColumns = folded.columns.map(({ sortKey, secondary: _secondary, ...column }) =>
    sortKey
      ? {
          ...column,
          key: sortKey,
          sorter: true,
          sortOrder:
            params.sortBy === sortKey ? (params.sortDesc ? ('descend' as const) : ('ascend' as const)) : null,
        }
      : column,
  );

  const handleChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
      const sortKey = single?.order ? (single.column as DataTableColumn<T> | undefined)?.key : undefined;
      list.setSort(sortKey === undefined ? undefined : String(sortKey), single?.order === 'descend');
      return;
    }
    list.setPage(pagination.current ?? 1, pagination.pageSize ?? params.perPage);
  };

  const emptyState = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={emptyText ?? (hasActiveFilters ? t('common:table.noMatches') : t('common:table.empty'))}
    />
  );

  return (
    <Card className="data-table" data-testid={testId} styles={{ body: { padding: 0 } }}>
      <Flex className="data-table-toolbar" gap={12} wrap align="center" justify="space-between">
        {/* At least 320 px: on a phone the search and filters take a line of their own. */}
        <Flex gap={12} wrap align="center" style={{ flex: '1 1 320px', minWidth: 0 }}>
          {searchable && (
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder={searchPlaceholder ?? t('common:table.search')}
              value={list.search}
              onChange={(event) => list.setSearch(event.target.value)}
              style={{ width: 260, maxWidth: '100%' }}
              data-testid="table-search"
              aria-label={t('common:table.search')}
            />
          )}
          {filters}
          {hasActiveFilters && (
            <Button
              type="link"
              icon={<ClearOutlined />}
              onClick={list.resetFilters}
              data-testid="table-clear-filters"
            >
              {t('common:table.clearFilters')}
            </Button>
          )}
        </Flex>
        <Flex gap={12} align="center" wrap>
          <Typography.Text type="secondary" data-testid="table-total">
            {t('common:table.total', { count: total })}
          </Typography.Text>
          {onExport && (
            <Button
              icon={<FileExcelOutlined />}
              onClick={() => void exporter.run(onExport)}
              loading={exporter.busy}
              disabled={total === 0}
              data-testid="table-export"
            >
              {t('common:table.export')}
            </Button>
          )}
          {actions}
        </Flex>
      </Flex>
      {query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<T>
          rowKey={(row) => row[rowKey] as Key}
          columns={tableColumns}
          dataSource={query.data?.data ?? []}
          loading={query.isPending || query.isFetching}
          onChange={handleChange}
          expandable={folded.expandable}
          scroll={{ x: 'max-content' }}
          size="middle"
          locale={{ emptyText: query.isPending ? ' ' : emptyState }}
          pagination={{
            current: params.page,
            pageSize: params.perPage,
            total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS,
            showTotal: (count, range) => t('common:table.range', { from: range[0], to: range[1], count }),
            hideOnSinglePage: false,
            position: ['bottomRight'],
          }}
        />
      )}
    </Card>
  );
};
