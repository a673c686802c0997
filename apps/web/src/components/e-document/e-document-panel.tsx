import { CloudUploadOutlined, FileZipOutlined } from '@ant-design/icons';
import type { TEDocumentDetail } from '@zerg/shared';
import { Card, Descriptions, type DescriptionsProps, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { formatDateTime } from '../../lib/format-date';
import { ConfirmButton } from '../confirm-button';
import { DownloadButton } from '../download-button';
import { ErrorState } from '../error-state';
import { PageLoader } from '../page-loader';
import { toast } from '../toast';
import { downloadEDocumentFile } from './api/download-e-document-file';
import { useEDocument } from './api/get-e-document';
import { useResendEDocument } from './api/resend-e-document';
import { EDocumentStateTag } from './e-document-state-tag';

/** A failed send, or a rejection SUNAT did not register (no CDR), may be sent again. */
export const canResend = (doc: Pick<TEDocumentDetail, 'state' | 'hasCdr'>): boolean =>
  doc.state === 'failed' || (doc.state === 'rejected' && !doc.hasCdr);

const dateTime = (value: string | null) => (value ? formatDateTime(value) : '—');

const itemsOf = (t: (key: string) => string, doc: TEDocumentDetail): DescriptionsProps['items'] => {
  const items: NonNullable<DescriptionsProps['items']> = [
    {
      key: 'state',
      label: t('e-documents:fields.state'),
      children: (
        <span data-testid="edoc-state">
          <EDocumentStateTag state={doc.state} />
        </span>
      ),
    },
    { key: 'code', label: t('e-documents:fields.sunatCode'), children: doc.sunatCode ?? '—' },
    {
      key: 'description',
      label: t('e-documents:fields.sunatDescription'),
      children: doc.sunatDescription ?? '—',
    },
    {
      key: 'file',
      label: t('e-documents:fields.fileName'),
      children: <Typography.Text copyable>{doc.fileName}</Typography.Text>,
    },
    { key: 'sent', label: t('e-documents:fields.sentAt'), children: dateTime(doc.sentAt) },
    { key: 'answered', label: t('e-documents:fields.answeredAt'), children: dateTime(doc.answeredAt) },
    { key: 'attempts', label: t('e-documents:fields.attempts'), children: doc.attempts },
  ];
  if (doc.ticket) items.push({ key: 'ticket', label: t('e-documents:fields.ticket'), children: doc.ticket });
  if (doc.nextAttemptAt)
    items.push({
      key: 'next',
      label: t('e-documents:fields.nextAttempt'),
      children: dateTime(doc.nextAttemptAt),
    });
  if (doc.lastError)
    items.push({
      key: 'error',
      label: t('e-documents:fields.lastError'),
      span: 'filled',
      children: <Typography.Text type="danger">{doc.lastError}</Typography.Text>,
    });
  if (doc.notes.length)
    items.push({
      key: 'notes',
      label: t('e-documents:fields.notes'),
      span: 'filled',
      children: (
        <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="edoc-notes">
          {doc.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ),
    });
  return items;
};

export type EDocumentPanelProps = {
  /** The record's id (`sunat.id` of an owner's document). */
  id: number;
  /** After a resend, so the owner's screen refreshes the state it shows. */
  onResent?: () => void;
  /** The card's title when not the document's own record (a comunicación de baja). */
  title?: string;
};

/**
 * A SUNAT record as the owner's page and the e-documents screen show it: state, SUNAT's code,
 * description and notes, the file name, the signed XML and the CDR, and Resend where allowed.
 */
export const EDocumentPanel = ({ id, onResent, title }: EDocumentPanelProps) => {
  const { t } = useTranslation();
  const doc = useEDocument(id);
  const resend = useResendEDocument();

  const body = () => {
    if (doc.isError) return <ErrorState error={doc.error} onRetry={() => void doc.refetch()} />;
    if (!doc.data) return <PageLoader />;
    const data = doc.data;
    return (
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small" items={itemsOf(t, data)} />
        <Flex gap={8} wrap>
          <DownloadButton download={() => downloadEDocumentFile(data, 'xml')} data-testid="edoc-xml">
            {t('e-documents:actions.xml')}
          </DownloadButton>
          {data.hasCdr && (
            <DownloadButton
              icon={<FileZipOutlined />}
              download={() => downloadEDocumentFile(data, 'cdr')}
              data-testid="edoc-cdr"
            >
              {t('e-documents:actions.cdr')}
            </DownloadButton>
          )}
          {canResend(data) && (
            <ConfirmButton
              type="primary"
              icon={<CloudUploadOutlined />}
              confirmDescription={t('e-documents:resendConfirm')}
              onConfirm={() =>
                resend
                  .mutateAsync(data.id)
                  .then(() => {
                    toast.success(t('e-documents:resent'));
                    onResent?.();
                  })
                  .catch((error: unknown) => toast.danger(errorMessage(t, error)))
              }
              data-testid="edoc-resend"
            >
              {t('e-documents:actions.resend')}
            </ConfirmButton>
          )}
        </Flex>
      </Space>
    );
  };

  return (
    <Card title={title ?? t('e-documents:panelTitle')} data-testid="edoc-panel">
      {body()}
    </Card>
  );
};
