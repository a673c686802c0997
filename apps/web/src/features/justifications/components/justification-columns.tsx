import { CheckOutlined, CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { TJustification } from '@zerg/shared';
import { Button, Flex, Space, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { ExpandableText } from '../../../components/expandable-text';
import { formatDateTime } from '../../../lib/format-date';
import type { DecideTarget } from './decide-modal';
import { JustificationStatusTag } from './justification-status';

export type JustificationRowActions = {
  onDecide: (target: DecideTarget) => void;
  onOpenFile: (row: TJustification) => void;
};

const decidedBy = (name: string | null, at: string | null, comment: string | null) =>
  name ? (
    <Flex vertical>
      <Typography.Text style={{ fontSize: 12 }}>
        {name} · {at ? formatDateTime(at) : ''}
      </Typography.Text>
      {comment && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {comment}
        </Typography.Text>
      )}
    </Flex>
  ) : (
    <Typography.Text type="secondary">—</Typography.Text>
  );

/** The columns of HR's justification list; the actions depend on what the server says the user may do. */
export const justificationColumns = (
  t: TFunction,
  actions: JustificationRowActions,
): DataTableColumn<TJustification>[] => [
  {
    title: t('justifications:columns.employee'),
    dataIndex: 'employeeName',
    sortKey: 'employeeName',
    fixed: 'left',
    width: 240,
    render: (name: string, row) => (
      <Flex vertical>
        <Typography.Text strong>{name}</Typography.Text>
        {row.areaName && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.areaName}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: t('justifications:columns.workDate'),
    dataIndex: 'workDate',
    sortKey: 'workDate',
    width: 140,
    render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{dayjs(value).format('ddd L')}</span>,
  },
  {
    title: t('justifications:columns.type'),
    dataIndex: 'type',
    sortKey: 'type',
    width: 110,
    render: (value: string) => t(`justifications:type.${value}`),
  },
  {
    title: t('justifications:columns.motive'),
    dataIndex: 'motive',
    width: 260,
    render: (value: string) => <ExpandableText text={value} />,
  },
  {
    title: t('justifications:columns.file'),
    dataIndex: 'fileName',
    width: 70,
    align: 'center',
    render: (name: string | null, row) =>
      name ? (
        <Tooltip title={name}>
          <Button
            type="text"
            icon={<PaperClipOutlined />}
            aria-label={name}
            onClick={() => actions.onOpenFile(row)}
            data-testid={`justification-file-${row.id}`}
          />
        </Tooltip>
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      ),
  },
  {
    title: t('justifications:columns.status'),
    dataIndex: 'status',
    sortKey: 'status',
    width: 170,
    render: (_: string, row) => <JustificationStatusTag status={row.status} />,
  },
  {
    title: t('justifications:columns.chief'),
    key: 'chief',
    width: 200,
    secondary: true,
    render: (_: unknown, row) => decidedBy(row.chiefDecidedByName, row.chiefDecidedAt, row.chiefComment),
  },
  {
    title: t('justifications:columns.hr'),
    key: 'hr',
    width: 200,
    secondary: true,
    render: (_: unknown, row) => decidedBy(row.hrDecidedByName, row.hrDecidedAt, row.hrComment),
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    width: 200,
    render: (_: unknown, row) => {
      const step = row.canDecideChief ? 'chief' : row.canDecideHr ? 'hr' : null;
      if (!step) return null;
      return (
        <Space size={4}>
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined />}
            onClick={() => actions.onDecide({ row, step, decision: 'approve' })}
            data-testid={`justification-approve-${row.id}`}
          >
            {t(step === 'chief' ? 'justifications:decide.approveChief' : 'justifications:decide.approveHr')}
          </Button>
          <Tooltip title={t('justifications:decide.reject')}>
            <Button
              size="small"
              danger
              icon={<CloseOutlined />}
              aria-label={t('justifications:decide.reject')}
              onClick={() => actions.onDecide({ row, step, decision: 'reject' })}
              data-testid={`justification-reject-${row.id}`}
            />
          </Tooltip>
        </Space>
      );
    },
  },
];
