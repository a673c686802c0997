import { DeleteOutlined, LockOutlined, PaperClipOutlined } from '@ant-design/icons';
import {
  SETTLEMENT_CONCEPTS,
  type SettlementConcept,
  settlementBalance,
  type TSettlementLine,
} from '@zerg/shared';
import { Alert, Button, Descriptions, Drawer, Flex, Form, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { toast } from '../../../components/toast';
import { TripReceiptsCard } from '../../../components/trip-receipts/trip-receipts-card';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useCloseSettlement } from '../api/close-settlement';
import { useSettlement } from '../api/get-settlement';
import { useRemoveSettlementLine } from '../api/remove-settlement-line';
import { type LineDraft, SettlementLineForm } from './settlement-line-form';
import { SettlementLineScans } from './settlement-line-scans';
import { SettlementStateTag } from './settlement-state-tag';

/**
 * One trip's settlement: what was advanced per concept and what is left (computed live with the
 * same function the server checks lines with, the draft line included), the lines, and closing.
 */
export const SettlementDrawer = ({
  travelOrderId,
  onClose,
}: {
  travelOrderId: number | null;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<LineDraft>();
  const draftConcept = Form.useWatch('concept', form);
  const draftAmount = Form.useWatch('amount', form);
  const settlement = useSettlement(travelOrderId);
  const remove = useRemoveSettlementLine();
  const close = useCloseSettlement();
  const [openScans, setOpenScans] = useState<number[]>([]);
  const money = (v: string) => formatMoney(v, 'PEN', i18n.language);
  const s = settlement.data;
  const editable = s !== undefined && s.state !== 'closed';
  const draftValid =
    draftConcept && typeof draftAmount === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(draftAmount);
  const lines = s?.lines ?? [];
  const balance = s ? settlementBalance(s.advancedByConcept, lines) : null;
  const afterDraft =
    s && draftValid
      ? settlementBalance(s.advancedByConcept, [...lines, { concept: draftConcept, amount: draftAmount }])
      : null;

  return (
    <Drawer
      open={travelOrderId !== null}
      onClose={onClose}
      size="large"
      title={s ? `${t('settlements:drawerTitle')} ${s.travelOrderCode}` : t('settlements:drawerTitle')}
      extra={s && <SettlementStateTag state={s.state} />}
      destroyOnHidden
      data-testid="settlement-drawer"
    >
      {s && balance && (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('settlements:columns.client')}>{s.clientName}</Descriptions.Item>
            <Descriptions.Item label={t('settlements:columns.vehicle')}>{s.vehiclePlate}</Descriptions.Item>
            <Descriptions.Item label={t('settlements:columns.driver')}>{s.driverName}</Descriptions.Item>
            <Descriptions.Item label={t('settlements:columns.finishedAt')}>
              {s.finishedAt ? formatDateTime(s.finishedAt) : ''}
            </Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            pagination={false}
            rowKey="concept"
            data-testid="settlement-concepts"
            dataSource={SETTLEMENT_CONCEPTS.map((c) => ({ concept: c, ...balance.concepts[c] }))}
            columns={[
              {
                title: t('settlements:line.concept'),
                dataIndex: 'concept',
                render: (c: string) => t(`settlements:concept.${c}`),
              },
              {
                title: t('settlements:columns.advanced'),
                dataIndex: 'advanced',
                align: 'right',
                render: money,
              },
              { title: t('settlements:columns.spent'), dataIndex: 'spent', align: 'right', render: money },
              {
                title: t('settlements:columns.balance'),
                dataIndex: 'balance',
                align: 'right',
                render: (v: string, row: { concept: SettlementConcept }) => (
                  <span data-testid={`balance-${row.concept}`}>
                    <Typography.Text strong>{money(v)}</Typography.Text>
                    {afterDraft &&
                      draftConcept === row.concept &&
                      !afterDraft.concepts[row.concept].balance.startsWith('-') && (
                        <Typography.Text type="secondary">
                          {' '}
                          → {money(afterDraft.concepts[row.concept].balance)}
                        </Typography.Text>
                      )}
                  </span>
                ),
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{t('settlements:total')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {money(balance.advanced)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {money(balance.spent)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  <Typography.Text strong data-testid="balance-total">
                    {money(balance.balance)}
                  </Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          <Alert
            type={balance.direction === 'even' ? 'success' : 'info'}
            data-testid="balance-direction"
            title={t(`settlements:direction.${balance.direction}`, {
              amount: money(balance.balance.replace('-', '')),
            })}
          />
          {editable && (
            <SettlementLineForm
              form={form}
              travelOrderId={s.travelOrderId}
              advanced={s.advancedByConcept}
              lines={lines}
            />
          )}
          <Table<TSettlementLine>
            size="small"
            rowKey="id"
            pagination={false}
            data-testid="settlement-lines"
            dataSource={lines}
            locale={{ emptyText: t('settlements:noLines') }}
            expandable={{
              expandedRowRender: (row) => <SettlementLineScans lineId={row.id} editable={editable} />,
              showExpandColumn: false,
              expandedRowKeys: openScans,
              onExpandedRowsChange: (keys) => setOpenScans(keys as number[]),
            }}
            columns={[
              {
                title: t('settlements:line.date'),
                dataIndex: 'date',
                render: (d: string) => formatDate(d),
              },
              {
                title: t('settlements:line.concept'),
                dataIndex: 'concept',
                render: (c: string) => t(`settlements:concept.${c}`),
              },
              { title: t('settlements:line.description'), dataIndex: 'description' },
              {
                title: t('settlements:line.document'),
                key: 'document',
                render: (_: unknown, row: TSettlementLine) => (
                  <span data-testid={`line-document-${row.id}`}>
                    {`${row.docType} ${[row.docSeries, row.docNumber].filter(Boolean).join('-') || (row.receiptNumber ?? '')}`}
                    {row.supplierRuc && (
                      <Typography.Text type="secondary"> · RUC {row.supplierRuc}</Typography.Text>
                    )}
                    {Number(row.igv) > 0 && (
                      <Typography.Text type="secondary"> · IGV {money(row.igv)}</Typography.Text>
                    )}
                  </span>
                ),
              },
              { title: t('settlements:line.amount'), dataIndex: 'amount', align: 'right', render: money },
              {
                title: t('settlements:scans.column'),
                dataIndex: 'scanCount',
                align: 'center',
                render: (count: number, row: { id: number }) => (
                  <Button
                    size="small"
                    type={openScans.includes(row.id) ? 'primary' : 'default'}
                    icon={<PaperClipOutlined />}
                    aria-label={t('settlements:scans.title')}
                    onClick={() =>
                      setOpenScans((keys) =>
                        keys.includes(row.id) ? keys.filter((k) => k !== row.id) : [...keys, row.id],
                      )
                    }
                    data-testid={`line-scans-toggle-${row.id}`}
                  >
                    {count}
                  </Button>
                ),
              },
              ...(editable
                ? [
                    {
                      key: 'actions',
                      render: (_: unknown, row: { id: number }) => (
                        <Button
                          size="small"
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('settlements:line.remove')}
                          onClick={() =>
                            remove.mutateAsync(row.id).catch((e: unknown) => toast.danger(errorMessage(t, e)))
                          }
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
          <TripReceiptsCard
            travelOrderId={s.travelOrderId}
            title={t('settlements:receipts')}
            emptyText={t('settlements:noReceipts')}
            testId="settlement-receipts"
          />
          {editable ? (
            <Flex justify="end">
              <ConfirmButton
                type="primary"
                danger
                icon={<LockOutlined />}
                confirmTitle={t('settlements:closeConfirm')}
                confirmDescription={t(`settlements:direction.${balance.direction}`, {
                  amount: money(balance.balance.replace('-', '')),
                })}
                onConfirm={() =>
                  close
                    .mutateAsync(s.travelOrderId)
                    .then(() => toast.success(t('settlements:closed')))
                    .catch((e: unknown) => toast.danger(errorMessage(t, e)))
                }
                data-testid="settlement-close"
              >
                {t('settlements:close')}
              </ConfirmButton>
            </Flex>
          ) : (
            <Typography.Text type="secondary" data-testid="settlement-closed-note">
              {t('settlements:closedBy', {
                name: s.closedByName ?? '',
                date: s.closedAt ? formatDateTime(s.closedAt) : '',
              })}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Drawer>
  );
};
