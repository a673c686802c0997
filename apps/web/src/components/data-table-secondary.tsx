import { Descriptions, Grid, type TableColumnType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table';

type Expandable<T> = TableProps<T>['expandable'];

/** What a column shows for a row, outside the table: its `render`, else the value at its `dataIndex`. */
export const cellOf = <T extends object>(column: TableColumnType<T>, row: T, index: number): ReactNode => {
  const path = column.dataIndex;
  const value =
    typeof path === 'string' || typeof path === 'number'
      ? (row as Record<string | number, unknown>)[path]
      : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined || value === '' ? '—' : String(value);
};

/**
 * Below the `xxl` breakpoint (1600 px) the columns marked `secondary` (below `md`, 768 px, those
 * marked `'phone'` too) leave the table and show as label and value in the row's expandable detail,
 * above whatever detail the list already expands to. Wider screens keep every column in the table.
 */
export const useSecondaryColumns = <T extends object>(
  columns: DataTableColumn<T>[],
  expandable: Expandable<T>,
): { columns: DataTableColumn<T>[]; expandable: Expandable<T> } => {
  const screens = Grid.useBreakpoint();
  const folds = (c: DataTableColumn<T>) =>
    c.secondary === 'phone' ? !screens.md : c.secondary === true && !screens.xxl;
  const secondary = columns.filter(folds);
  if (secondary.length === 0) return { columns, expandable };
  const own = expandable?.expandedRowRender;
  return {
    columns: columns.filter((c) => !folds(c)),
    expandable: {
      columnWidth: 36,
      ...expandable,
      rowExpandable: undefined,
      expandedRowRender: (row, index, indent, expanded) => (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            data-testid="row-secondary"
            items={secondary.map((column, i) => ({
              key: String(column.key ?? column.dataIndex ?? i),
              label: column.title as ReactNode,
              children: cellOf(column, row, index),
            }))}
          />
          {own && (expandable?.rowExpandable?.(row) ?? true) ? own(row, index, indent, expanded) : null}
        </>
      ),
    },
  };
};
