import { CheckOutlined, CloseOutlined, EditOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TViatic, TViaticRole } from '@zerg/shared';
import { Button, Flex, Space, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import type { DataTableColumn } from '../../../components/data-table';
import { ExpandableText } from '../../../components/expandable-text';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { ViaticStageTag } from './viatic-stage-tag';

export type ViaticRowActions = {
  role: TViaticRole | undefined;
  onTrack: (row: TViatic) => void;
  onEdit: (row: TViatic) => void;
  onApproveChief: (row: TViatic) => Promise<unknown>;
  onApproveHr: (row: TViatic) => Promise<unknown>;
  onReject: (row: TViatic) => void;
};

const day = (value: string) => formatDate(value);

/** Which steps the signed-in user may take on a row (the server checks them again). */
export const viaticPermissions = (role: TViaticRole | undefined, row: TViatic) => {
  const own = role?.employeeId === row.employeeId;
  // Whoever asked for it may edit it but never decide it (a trip's viatic has no requester).
  const asked = row.travelOrderId === null && row.createdById !== null && row.createdById === role?.userId;
  const chiefOfRow =
    !own && (role?.ceo || (row.areaId !== null && (role?.chiefAreaIds ?? []).includes(row.areaId)));
  const hr = !own && Boolean(role?.hr);
  return {
    // A named area chief without the chief role (the operations coordinator) decides but does not ask.
    edit: row.stage === 'chief' && Boolean(role?.canRequest) && (Boolean(role?.hr) || chiefOfRow),
    approveChief: row.stage === 'chief' && Boolean(chiefOfRow) && !asked,
    approveHr: row.stage === 'hr' && hr && !asked,
    reject: !asked && ((row.stage === 'chief' && (chiefOfRow || hr)) || (row.stage === 'hr' && hr)),
  };
};

/** The columns of the viatics list. */
export const viaticColumns = (
  t: TFunction,
  language: string,
  actions: ViaticRowActions,
): DataTableColumn<TViatic>[] => {
  const money = (v: string) => formatMoney(v, 'PEN', language);
  return [
    {
      title: t('viatics:columns.employee'),
      dataIndex: 'employeeName',
      sortKey: 'employeeName',
      fixed: 'left',
      render: (name: string, row) => (
        <Flex vertical>
          <Typography.Link onClick={() => actions.onTrack(row)} data-testid={`viatic-track-${row.id}`}>
            {name}
          </Typography.Link>
          {row.areaName && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.areaName}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: t('viatics:columns.zone'), dataIndex: 'zoneName', sortKey: 'zoneName' },
    {
      title: t('viatics:columns.dates'),
      dataIndex: 'startDate',
      sortKey: 'startDate',
      render: (_: string, row) => (
        <Flex vertical>
          <span>
            {day(row.startDate)} – {day(row.endDate)}
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('viatics:daysNights', { days: row.days, nights: row.nights })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('viatics:columns.total'),
      dataIndex: 'total',
      sortKey: 'total',
      align: 'right',
      render: (total: string, row) => (
        <Flex vertical align="end">
          <Typography.Text strong>{money(total)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('viatics:advanceShort', { amount: money(row.advance) })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('viatics:columns.purpose'),
      dataIndex: 'purpose',
      width: 260,
      render: (purpose: string) => <ExpandableText text={purpose} />,
    },
    {
      title: t('viatics:columns.stage'),
      dataIndex: 'stage',
      align: 'center',
      render: (_: string, row) => (
        <Tooltip
          title={
            row.rejectReason ??
            ([row.chiefApprovedByName, row.hrApprovedByName].filter(Boolean).join(' · ') || undefined)
          }
        >
          <span>
            <ViaticStageTag stage={row.stage} />
          </span>
        </Tooltip>
      ),
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      fixed: 'right',
      align: 'center',
      render: (_value, row) => {
        const can = viaticPermissions(actions.role, row);
        if (!can.edit && !can.approveChief && !can.approveHr && !can.reject) return null;
        return (
          <Space size={0}>
            {can.edit && (
              <Tooltip title={t('common:actions.edit')}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  onClick={() => actions.onEdit(row)}
                  aria-label={t('common:actions.edit')}
                  data-testid={`viatic-edit-${row.id}`}
                />
              </Tooltip>
            )}
            {can.approveChief && (
              <Tooltip title={t('viatics:approveChief')}>
                <ConfirmButton
                  type="text"
                  icon={<CheckOutlined />}
                  aria-label={t('viatics:approveChief')}
                  confirmTitle={t('viatics:approveChiefQuestion', { name: row.employeeName })}
                  confirmOkText={t('viatics:approveChief')}
                  onConfirm={() => actions.onApproveChief(row)}
                  data-testid={`viatic-approve-chief-${row.id}`}
                />
              </Tooltip>
            )}
            {can.approveHr && (
              <Tooltip title={t('viatics:approveHr')}>
                <ConfirmButton
                  type="text"
                  icon={<SafetyCertificateOutlined />}
                  aria-label={t('viatics:approveHr')}
                  confirmTitle={t('viatics:approveHrQuestion', { name: row.employeeName })}
                  confirmOkText={t('viatics:approveHr')}
                  onConfirm={() => actions.onApproveHr(row)}
                  data-testid={`viatic-approve-hr-${row.id}`}
                />
              </Tooltip>
            )}
            {can.reject && (
              <Tooltip title={t('viatics:reject')}>
                <Button
                  type="text"
                  danger
                  icon={<CloseOutlined />}
                  onClick={() => actions.onReject(row)}
                  aria-label={t('viatics:reject')}
                  data-testid={`viatic-reject-${row.id}`}
                />
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];
};
