import { CheckCircleOutlined, EyeOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { EmployeeAvatar } from '../../../components/employee-avatar';
import { codeLabel } from '../../../components/employee-record/code-label';
import { formatDate, RecordText } from '../../../components/employee-record/record-text';
import { StatusTag } from '../../../components/status-tag';
import type { EmployeeListItem } from '../api/get-employees';
import { employeeInformationPath } from '../screens';

export type EmployeeRowActions = {
  onChangeStatus: (employee: EmployeeListItem) => void;
};

/** The columns of the employees list. */
export const employeeColumns = (
  t: TFunction,
  actions: EmployeeRowActions,
): DataTableColumn<EmployeeListItem>[] => [
  {
    title: t('employees:columns.employee'),
    dataIndex: 'fullName',
    sortKey: 'fullName',
    fixed: 'left',
    render: (fullName: string, row) => (
      <Link
        to={employeeInformationPath(row.id)}
        className="employee-name-cell"
        data-testid={`employee-open-${row.id}`}
      >
        <Flex gap={10} align="center">
          <EmployeeAvatar employeeId={row.id} fullName={fullName} hasPhoto={row.hasPhoto} size={36} />
          <Typography.Text strong>{fullName}</Typography.Text>
        </Flex>
      </Link>
    ),
  },
  { title: t('employees:columns.code'), dataIndex: 'personalCode', sortKey: 'personalCode' },
  {
    title: t('employees:columns.document'),
    dataIndex: 'documentNumber',
    sortKey: 'documentNumber',
    render: (number: string, row) => (
      <Flex vertical>
        <span>{number}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {codeLabel(t, 'documentType', row.documentType)}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: t('employees:columns.area'),
    dataIndex: 'areaName',
    sortKey: 'areaName',
    render: (value: string | null) => <RecordText>{value}</RecordText>,
  },
  {
    title: t('employees:columns.position'),
    dataIndex: 'positionName',
    sortKey: 'positionName',
    render: (value: string | null) => <RecordText>{value}</RecordText>,
  },
  {
    title: t('employees:columns.personalType'),
    dataIndex: 'personalType',
    render: (value: string | null) => <RecordText>{value && codeLabel(t, 'personalType', value)}</RecordText>,
  },
  {
    title: t('employees:columns.startDate'),
    dataIndex: 'startDate',
    sortKey: 'startDate',
    render: (value: string | null) => <RecordText>{formatDate(value)}</RecordText>,
  },
  // Status and actions stay pinned on the right, visible however far the table scrolls.
  {
    title: t('employees:columns.status'),
    dataIndex: 'isActive',
    fixed: 'right',
    align: 'center',
    render: (isActive: boolean) => <StatusTag status={isActive ? 'active' : 'inactive'} />,
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    align: 'center',
    render: (_value, row) => (
      <Space size={0}>
        <Tooltip title={t('employees:list.open')}>
          <Link to={employeeInformationPath(row.id)} aria-label={t('employees:list.open')}>
            <Button type="text" icon={<EyeOutlined />} tabIndex={-1} />
          </Link>
        </Tooltip>
        <Tooltip title={row.isActive ? t('employees:status.inactivate') : t('employees:status.activate')}>
          <Button
            type="text"
            danger={row.isActive}
            icon={row.isActive ? <StopOutlined /> : <CheckCircleOutlined />}
            onClick={() => actions.onChangeStatus(row)}
            aria-label={row.isActive ? t('employees:status.inactivate') : t('employees:status.activate')}
            data-testid={`employee-status-${row.id}`}
          />
        </Tooltip>
      </Space>
    ),
  },
];
