import { Descriptions, Grid, Table, type TableColumnType, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { cellOf } from './data-table-secondary';

type StackedTableProps<T extends object> = Omit<TableProps<T>, 'columns' | 'rowKey'> & {
  columns: TableColumnType<T>[];
  rowKey: keyof T & string;
};

/**
 * A small table of a record (children, studies, accounts): a table from 576 px up, and on a phone
 * one label-and-value block per row, so the page never scrolls sideways.
 */
export const StackedTable = <T extends object>({ columns, rowKey, ...props }: StackedTableProps<T>) => {
  const phone = !(Grid.useBreakpoint().sm ?? true);
  if (!phone) return <Table<T> rowKey={rowKey} columns={columns} {...props} />;
  const testId = (props as Record<string, unknown>)['data-testid'] as string | undefined;
  return (
    <div data-testid={testId}>
      {(props.dataSource ?? []).map((row, index) => (
        <Descriptions
          key={row[rowKey] as Key}
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 8 }}
          items={columns.map((column, i) => ({
            key: String(column.key ?? column.dataIndex ?? i),
            label: column.title as ReactNode,
            children: cellOf(column, row, index),
          }))}
        />
      ))}
    </div>
  );
};
