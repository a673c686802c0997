import {
  CheckOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FileExcelOutlined,
  PaperClipOutlined,
  RollbackOutlined,
  SendOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  canChange,
  FILE_MAX_BYTES,
  TREASURY_TRANSACTION_TRANSITIONS,
  type TTreasuryPayee,
  type TTreasuryTransactionDetail,
} from '@zerg/shared';
import {
  Alert,
  Button,
  Descriptions,
  Divider,
  Drawer,
  Flex,
  List,
  Space,
  Table,
  Timeline,
  Typography,
  Upload,
} from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { ErrorState } from '../../../components/error-state';
import { StatusTag } from '../../../components/status-tag';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { checkFile } from '../../../lib/file-check';
import { formatMoney } from '../../../lib/format-money';
import { useSession } from '../../../lib/use-session';
import { useDeleteAttachment } from '../api/delete-attachment';
import { useDownloadAttachment } from '../api/download-attachment';
import { useDownloadPaymentFile } from '../api/download-payment-file';
import { useTransaction } from '../api/get-transaction';
import { useUploadAttachment } from '../api/upload-attachment';
import { DirectionTag } from './direction-tag';

/** What the server stores as a voucher: a PDF or a photo of it. */
const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
const ATTACHMENT_MAX_MB = FILE_MAX_BYTES / (1024 * 1024);

export type TransactionActions = {
  onEdit: (tx: TTreasuryTransactionDetail) => void;
  onApprove: (tx: TTreasuryTransactionDetail) => void;
  onProcess: (tx: TTreasuryTransactionDetail) => void;
  onCancel: (tx: TTreasuryTransactionDetail) => void;
  onReverse: (tx: TTreasuryTransactionDetail) => void;
};

export type TransactionDrawerProps = {
  id: number | null;
  onClose: () => void;
  actions: TransactionActions;
  /** A dialog opened from the drawer is on top: Escape closes that dialog, not the drawer under it. */
  dialogOpen: boolean;
};

const stamp = (at: string | null): string => (at ? dayjs(at).format('L LT') : '');

/**
 * One movement: every field, the workers a payroll batch pays (with the bank payment file), the
 * attachments, what happened to it and when, and the steps its state allows.
 */
export const TransactionDrawer = ({ id, onClose, actions, dialogOpen }: TransactionDrawerProps) => {
  const { t, i18n } = useTranslation();
  const query = useTransaction(id);
  const paymentFile = useDownloadPaymentFile();
  const upload = useUploadAttachment();
  const download = useDownloadAttachment();
  const removeAttachment = useDeleteAttachment();
  const tx = query.data;
  const money = (amount: string) => (tx ? formatMoney(amount, tx.currency, i18n.language) : amount);
  const none = <Typography.Text type="secondary">{t('common:states.none')}</Typography.Text>;
  const failed = (error: unknown) => toast.danger(errorMessage(t, error));

  const can = (to: TTreasuryTransactionDetail['state']) =>
    tx !== undefined && canChange(TREASURY_TRANSACTION_TRANSITIONS, tx.state, to);
  const editable = tx?.state === 'pending' && tx.sourceKind === null;
  // Its maker neither approves nor processes it (the server refuses too), unless the company's
  // limit for one person covers its amount.
  const userId = useSession().userData?.id ?? null;
  const secondPersonNeeded =
    tx !== undefined && userId !== null && tx.makerIds.includes(userId) && !tx.onePersonAllowed;
  const reversible = tx?.state === 'processed' && tx.reversedById === null && tx.reversesId === null;
  // Vouchers may still be added while the movement is open; a closed one keeps what it has.
  const attachable = tx !== undefined && tx.state !== 'canceled';

  const beforeUpload = (file: File) => {
    if (!tx) return false;
    const check = checkFile(file, ATTACHMENT_TYPES, FILE_MAX_BYTES);
    if (!check.ok) {
      toast.danger(
        check.reason === 'size'
          ? t('treasury-transactions:attachments.tooLarge', { max: ATTACHMENT_MAX_MB })
          : t('treasury-transactions:attachments.wrongType'),
      );
      return false;
    }
    upload.mutate(
      { transactionId: tx.id, file },
      { onSuccess: () => toast.success(t('treasury-transactions:attachments.uploaded')), onError: failed },
    );
    // The file goes through the API client, not antd's own request.
    return false;
  };

  const timeline = (d: TTreasuryTransactionDetail) => {
    const items: { color: string; content: ReactNode; key: string }[] = [
      {
        key: 'created',
        color: 'gray',
        content: (
          <>
            <Typography.Text strong>{t('treasury-transactions:timeline.created')}</Typography.Text>
            <div>
              {stamp(d.createdAt)} {d.createdByName ? `· ${d.createdByName}` : ''}
            </div>
          </>
        ),
      },
    ];
    if (d.updatedByName)
      items.push({
        key: 'edited',
        color: 'gray',
        content: (
          <>
            <Typography.Text strong>{t('treasury-transactions:timeline.edited')}</Typography.Text>
            <div>
              {stamp(d.updatedAt)} · {d.updatedByName}
            </div>
          </>
        ),
      });
    if (d.approvedAt)
      items.push({
        key: 'approved',
        color: 'blue',
        content: (
          <>
            <Typography.Text strong>{t('treasury-transactions:timeline.approved')}</Typography.Text>
            <div>
              {stamp(d.approvedAt)} {d.approvedByName ? `· ${d.approvedByName}` : ''}
            </div>
          </>
        ),
      });
    if (d.processedAt)
      items.push({
        key: 'processed',
        color: 'green',
        content: (
          <>
            <Typography.Text strong>{t('treasury-transactions:timeline.processed')}</Typography.Text>
            <div>
              {stamp(d.processedAt)} {d.processedByName ? `· ${d.processedByName}` : ''}
            </div>
            {d.processedOn && (
              <div>
                {t('treasury-transactions:timeline.processedOn', { date: dayjs(d.processedOn).format('L') })}
              </div>
            )}
            {d.operationNumber && (
              <div data-testid="tx-operation">
                {t('treasury-transactions:timeline.operation', { number: d.operationNumber })}
              </div>
            )}
          </>
        ),
      });
    if (d.journalEntryId !== null)
      items.push({
        key: 'journal',
        color: 'purple',
        content: (
          <Typography.Text>
            {t('treasury-transactions:timeline.journal', { id: d.journalEntryId })}
          </Typography.Text>
        ),
      });
    if (d.canceledAt)
      items.push({
        key: 'canceled',
        color: 'red',
        content: (
          <>
            <Typography.Text strong>{t('treasury-transactions:timeline.canceled')}</Typography.Text>
            <div>
              {stamp(d.canceledAt)} {d.canceledByName ? `· ${d.canceledByName}` : ''}
            </div>
            {d.cancelReason && <Typography.Text type="secondary">{d.cancelReason}</Typography.Text>}
          </>
        ),
      });
    if (d.reversedById !== null)
      items.push({
        key: 'reversed',
        color: 'orange',
        content: (
          <>
            <Typography.Text strong>
              {t('treasury-transactions:timeline.reversed', { id: d.reversedById })}
            </Typography.Text>
            <div>
              {stamp(d.reversedAt)} {d.reversedByName ? `· ${d.reversedByName}` : ''}
            </div>
          </>
        ),
      });
    return items;
  };

  const footer = tx && (
    <Flex gap={8} wrap justify="end">
      {editable && (
        <Button icon={<EditOutlined />} onClick={() => actions.onEdit(tx)} data-testid="tx-edit">
          {t('common:actions.edit')}
        </Button>
      )}
      {can('canceled') && (
        <Button
          danger
          icon={<CloseCircleOutlined />}
          onClick={() => actions.onCancel(tx)}
          data-testid="tx-cancel"
        >
          {t('treasury-transactions:actions.cancel')}
        </Button>
      )}
      {reversible && (
        <Button icon={<RollbackOutlined />} onClick={() => actions.onReverse(tx)} data-testid="tx-reverse">
          {t('treasury-transactions:actions.reverse')}
        </Button>
      )}
      {can('approved') && !secondPersonNeeded && (
        <Button
          type="primary"
          icon={<CheckOutlined />}
          onClick={() => actions.onApprove(tx)}
          data-testid="tx-approve"
        >
          {t('treasury-transactions:actions.approve')}
        </Button>
      )}
      {can('processed') && !secondPersonNeeded && (
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={() => actions.onProcess(tx)}
          data-testid="tx-process"
        >
          {t('treasury-transactions:actions.process')}
        </Button>
      )}
    </Flex>
  );

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      // Wide enough for a payroll batch's payees with their account and CCI.
      size={980}
      title={
        tx ? `${t('treasury-transactions:drawer.title')} ${tx.code}` : t('treasury-transactions:drawer.title')
      }
      extra={
        tx && (
          <span data-testid="tx-drawer-state">
            <StatusTag status={tx.state} />
          </span>
        )
      }
      footer={footer || undefined}
      keyboard={!dialogOpen}
      destroyOnHidden
      data-testid="tx-drawer"
    >
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {tx && (
        <Flex vertical gap={16}>
          {secondPersonNeeded && (can('approved') || can('processed')) && (
            <Alert
              type="info"
              showIcon
              title={t('treasury-transactions:drawer.secondPerson')}
              data-testid="tx-second-person"
            />
          )}
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
            <Descriptions.Item label={t('treasury-transactions:columns.date')}>
              {dayjs(tx.date).format('L')}
            </Descriptions.Item>
            <Descriptions.Item label={t('treasury-transactions:columns.direction')}>
              <DirectionTag direction={tx.direction} />
            </Descriptions.Item>
            <Descriptions.Item label={t('treasury-transactions:form.company')}>
              {tx.companyName}
            </Descriptions.Item>
            <Descriptions.Item label={t('treasury-transactions:form.account')}>
              {tx.bankAccountName ?? none}
            </Descriptions.Item>
            <Descriptions.Item label={t('treasury-transactions:form.type')}>
              {tx.transactionTypeName ?? none}
            </Descriptions.Item>
            <Descriptions.Item label={t('treasury-transactions:columns.source')}>
              {tx.sourceKind
                ? t(`treasury-transactions:source.${tx.sourceKind}`)
                : t('treasury-transactions:source.manual')}
            </Descriptions.Item>
            <Descriptions.Item label={t('treasury-transactions:columns.counterparty')} span={2}>
              {tx.counterpartyName}
              <Typography.Text type="secondary">
                {' · '}
                {t(`treasury-transactions:counterpartyKind.${tx.counterpartyKind}`)}
                {tx.counterpartyDocument ? ` · ${tx.counterpartyDocument}` : ''}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('treasury-transactions:columns.concept')} span={2}>
              {tx.concept}
            </Descriptions.Item>
            <Descriptions.Item label={t('treasury-transactions:columns.amount')}>
              <Typography.Text
                strong
                type={tx.direction === 'income' ? 'success' : 'danger'}
                data-testid="tx-drawer-amount"
              >
                {money(tx.amount)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('treasury-transactions:form.exchangeRate')}>
              {tx.currency === 'USD' ? (
                <>
                  {tx.exchangeRate}{' '}
                  <Typography.Text type="secondary">
                    ({formatMoney(tx.amountPen, 'PEN', i18n.language)})
                  </Typography.Text>
                </>
              ) : (
                none
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('treasury-transactions:form.referenceDocument')} span={2}>
              {tx.referenceDocument ?? none}
            </Descriptions.Item>
            {tx.reversesId !== null && (
              <Descriptions.Item label={t('treasury-transactions:drawer.reverses')} span={2}>
                #{tx.reversesId}
              </Descriptions.Item>
            )}
          </Descriptions>

          {tx.payees.length > 0 && (
            <>
              <Divider titlePlacement="start" style={{ margin: 0 }}>
                {t('treasury-transactions:payees.title', { count: tx.payees.length })}
              </Divider>
              <Flex justify="end">
                <Button
                  icon={<FileExcelOutlined />}
                  loading={paymentFile.isPending}
                  onClick={() => paymentFile.mutate(tx.id, { onError: failed })}
                  data-testid="tx-payment-file"
                >
                  {t('treasury-transactions:payees.paymentFile')}
                </Button>
              </Flex>
              <Table<TTreasuryPayee>
                size="small"
                rowKey="employeeId"
                dataSource={tx.payees}
                pagination={tx.payees.length > 10 ? { pageSize: 10, size: 'small' } : false}
                scroll={{ x: 'max-content' }}
                data-testid="tx-payees"
                columns={[
                  { title: t('treasury-transactions:payees.worker'), dataIndex: 'employeeName' },
                  { title: t('treasury-transactions:payees.document'), dataIndex: 'document' },
                  {
                    title: t('treasury-transactions:payees.bank'),
                    dataIndex: 'bankName',
                    render: (v: string | null) => v ?? none,
                  },
                  {
                    title: t('treasury-transactions:payees.account'),
                    dataIndex: 'accountNumber',
                    render: (v: string | null) => v ?? none,
                  },
                  {
                    title: t('treasury-transactions:payees.cci'),
                    dataIndex: 'cci',
                    render: (v: string | null) => v ?? none,
                  },
                  {
                    title: t('treasury-transactions:payees.amount'),
                    dataIndex: 'amount',
                    align: 'right',
                    render: money,
                  },
                ]}
              />
            </>
          )}

          <Divider titlePlacement="start" style={{ margin: 0 }}>
            {t('treasury-transactions:attachments.title')}
          </Divider>
          <List
            size="small"
            data-testid="tx-attachments"
            dataSource={tx.attachments}
            locale={{ emptyText: t('treasury-transactions:attachments.empty') }}
            renderItem={(file) => (
              <List.Item
                actions={[
                  <Button
                    key="download"
                    type="text"
                    icon={<DownloadOutlined />}
                    aria-label={t('treasury-transactions:attachments.download')}
                    loading={download.isPending && download.variables?.id === file.id}
                    onClick={() => download.mutate({ id: file.id, name: file.name }, { onError: failed })}
                  />,
                  ...(attachable
                    ? [
                        <ConfirmButton
                          key="delete"
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('treasury-transactions:attachments.delete')}
                          confirmTitle={t('treasury-transactions:attachments.deleteConfirm', {
                            name: file.name,
                          })}
                          onConfirm={() =>
                            removeAttachment
                              .mutateAsync(file.id)
                              .then(() => toast.success(t('treasury-transactions:attachments.deleted')))
                              .catch(failed)
                          }
                        />,
                      ]
                    : []),
                ]}
              >
                <Space>
                  <PaperClipOutlined />
                  <span>{file.name}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {(file.size / 1024).toFixed(0)} KB · {stamp(file.uploadedAt)}
                    {file.uploadedByName ? ` · ${file.uploadedByName}` : ''}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
          {attachable && (
            <Upload
              accept={ATTACHMENT_TYPES.join(',')}
              beforeUpload={beforeUpload}
              showUploadList={false}
              multiple={false}
            >
              <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="tx-attach">
                {t('treasury-transactions:attachments.upload')}
              </Button>
            </Upload>
          )}

          <Divider titlePlacement="start" style={{ margin: 0 }}>
            {t('treasury-transactions:timeline.title')}
          </Divider>
          <Timeline items={timeline(tx)} data-testid="tx-timeline" />
        </Flex>
      )}
    </Drawer>
  );
};
