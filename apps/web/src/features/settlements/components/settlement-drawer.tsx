import { DeleteOutlined, LockOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import {
  lineOverflow,
  SETTLEMENT_CONCEPTS,
  type SettlementConcept,
  settlementBalance,
  type TSettlementLineInput,
} from '@zerg/shared';
import { Alert, Button, Descriptions, Drawer, Flex, Form, Input, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { TripReceiptsCard } from '../../../components/trip-receipts/trip-receipts-card';
import { useFormError } from '../../../components/use-form-error';
import { errorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/format-money';
import { useAddSettlementLine } from '../api/add-settlement-line';
import { useCloseSettlement } from '../api/close-settlement';
import { useSettlement } from '../api/get-settlement';
import { useRemoveSettlementLine } from '../api/remove-settlement-line';
import { SettlementLineScans } from './settlement-line-scans';
import { SettlementStateTag } from './settlement-state-tag';

type Draft = Omit<TSettlementLineInput, 'travelOrderId'>;

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
  const [form] = Form.useForm<Draft>();
  const draftConcept = Form.useWatch('concept', form);
  const draftAmount = Form.useWatch('amount', form);
  const settlement = useSettlement(travelOrderId);
  const add = useAddSettlementLine();
  const remove = useRemoveSettlementLine();
  const close = useCloseSettlement();
  const formError = useFormError();
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

  const submit = async (values: Draft) => {
    if (!travelOrderId) return;
    try {
      await add.mutateAsync({ ...values, travelOrderId });
      form.resetFields(['description', 'receiptNumber', 'amount']);
      toast.success(t('settlements:lineAdded'));
    } catch (error) {
      formError(form, error);
    }
  };

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
              {s.finishedAt ? dayjs(s.finishedAt).format('L LT') : ''}
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
            <Form<Draft>
              form={form}
              layout="vertical"
              onFinish={submit}
              initialValues={{ concept: 'tolls', date: dayjs().format('YYYY-MM-DD') }}
              data-testid="settlement-line-form"
            >
              <Flex gap={8} wrap>
                <Form.Item name="concept" label={t('settlements:line.concept')} rules={[{ required: true }]}>
                  <Select
                    style={{ width: 140 }}
                    data-testid="line-concept"
                    options={SETTLEMENT_CONCEPTS.map((c) => ({
                      value: c,
                      label: t(`settlements:concept.${c}`),
                    }))}
                  />
                </Form.Item>
                <Form.Item name="date" label={t('settlements:line.date')} rules={[{ required: true }]}>
                  <DateInput style={{ width: 150 }} />
                </Form.Item>
                <Form.Item
                  name="amount"
                  label={t('settlements:line.amount')}
                  dependencies={['concept']}
                  rules={[
                    { required: true, message: t('shared:validation.required') },
                    {
                      validator: async (_r, value: unknown) => {
                        if (typeof value !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(value)) return;
                        const concept = form.getFieldValue('concept') as SettlementConcept;
                        const available = lineOverflow(s.advancedByConcept, lines, {
                          concept,
                          amount: value,
                        });
                        if (available !== null)
                          throw new Error(t('shared:validation.notOverflow', { balance: available }));
                      },
                    },
                  ]}
                >
                  <Input style={{ width: 130 }} inputMode="decimal" prefix="S/" data-testid="line-amount" />
                </Form.Item>
              </Flex>
              <Flex gap={8} wrap align="end">
                <Form.Item
                  name="description"
                  label={t('settlements:line.description')}
                  rules={[{ required: true, message: t('shared:validation.required') }]}
                  style={{ flex: 1, minWidth: 220 }}
                >
                  <Input maxLength={200} data-testid="line-description" />
                </Form.Item>
                <Form.Item name="receiptNumber" label={t('settlements:line.receipt')}>
                  <Input maxLength={30} style={{ width: 160 }} data-testid="line-receipt" />
                </Form.Item>
                <Form.Item>
                  <Button
                    type="primary"
                    htmlType="submit"
                    icon={<PlusOutlined />}
                    loading={add.isPending}
                    data-testid="line-add"
                  >
                    {t('settlements:line.add')}
                  </Button>
                </Form.Item>
              </Flex>
            </Form>
          )}
          <Table
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
                render: (d: string) => dayjs(d).format('L'),
              },
              {
                title: t('settlements:line.concept'),
                dataIndex: 'concept',
                render: (c: string) => t(`settlements:concept.${c}`),
              },
              { title: t('settlements:line.description'), dataIndex: 'description' },
              { title: t('settlements:line.receipt'), dataIndex: 'receiptNumber' },
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
                date: s.closedAt ? dayjs(s.closedAt).format('L LT') : '',
              })}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Drawer>
  );
};
