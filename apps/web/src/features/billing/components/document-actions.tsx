import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  FilePdfOutlined,
  MinusCircleOutlined,
  PlusCircleOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { NoteType, TSalesDocument } from '@zerg/shared';
import { awaitsSunat } from '@zerg/shared';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button';
import { DownloadButton } from '../../../components/download-button';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteDraft } from '../api/delete-draft';
import { downloadSalesDocumentPdf } from '../api/download-sales-document-pdf';
import { documentLabel } from './document-columns';
import { IssueModal } from './issue-modal';
import { NoteModal } from './note-modal';
import { useBillingRoot } from './use-billing-root';
import { VoidModal } from './void-modal';

/** States a note may be issued against: issued and not voided (a paid one may still be credited). */
const NOTABLE = new Set(['issued', 'partially_paid', 'paid']);

/**
 * The document page's actions by state: a draft is edited, issued or deleted; an issued factura or
 * boleta takes a credit or debit note, an accepted electronic factura or note of one a comunicación
 * de baja;
 * anything issued is printed.
 */
export const DocumentActions = ({ doc }: { doc: TSalesDocument }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canWrite, paths, editPath, viewPath } = useBillingRoot();
  const remove = useDeleteDraft();
  const [issuing, setIssuing] = useState(false);
  const [note, setNote] = useState<NoteType | null>(null);
  const [voiding, setVoiding] = useState(false);
  const draft = doc.state === 'draft';
  // A comunicación de baja: an issued factura, or a note of a factura (its series starts with F),
  // SUNAT accepted, with no baja on its way; the server checks the rest.
  const voidable =
    canWrite &&
    doc.state === 'issued' &&
    (doc.documentType === '01' ||
      ((doc.documentType === '07' || doc.documentType === '08') && doc.series.startsWith('F'))) &&
    (doc.sunat?.state === 'accepted' || doc.sunat?.state === 'observed') &&
    !awaitsSunat(doc.sunatVoid?.state);
  const notable =
    canWrite && NOTABLE.has(doc.state) && (doc.documentType === '01' || doc.documentType === '03');

  return (
    <Flex gap={8} wrap justify="end">
      {draft && canWrite && (
        <>
          <ConfirmButton
            danger
            icon={<DeleteOutlined />}
            onConfirm={() =>
              remove
                .mutateAsync(doc.id)
                .then(() => {
                  toast.success(t('billing:deleted'));
                  void navigate(paths.list);
                })
                .catch((error: unknown) => toast.danger(errorMessage(t, error)))
            }
            data-testid="doc-delete"
          >
            {t('billing:actions.delete')}
          </ConfirmButton>
          <Button
            icon={<EditOutlined />}
            onClick={() => void navigate(editPath(doc.id))}
            data-testid="doc-edit"
          >
            {t('billing:actions.edit')}
          </Button>
          <Button
            type="primary"
            icon={<CheckCircleOutlined />}
            onClick={() => setIssuing(true)}
            data-testid="doc-issue"
          >
            {t('billing:actions.issue')}
          </Button>
        </>
      )}
      {notable && (
        <>
          <Button icon={<MinusCircleOutlined />} onClick={() => setNote('07')} data-testid="doc-credit-note">
            {t('billing:actions.creditNote')}
          </Button>
          <Button icon={<PlusCircleOutlined />} onClick={() => setNote('08')} data-testid="doc-debit-note">
            {t('billing:actions.debitNote')}
          </Button>
        </>
      )}
      {voidable && (
        <Button danger icon={<StopOutlined />} onClick={() => setVoiding(true)} data-testid="doc-void">
          {t('billing:actions.void')}
        </Button>
      )}
      {!draft && (
        <DownloadButton
          type="primary"
          icon={<FilePdfOutlined />}
          download={() => downloadSalesDocumentPdf({ id: doc.id, name: documentLabel(t, doc) })}
          data-testid="doc-pdf"
        >
          {t('billing:actions.pdf')}
        </DownloadButton>
      )}
      {issuing && (
        <IssueModal id={doc.id} onClose={() => setIssuing(false)} onIssued={() => setIssuing(false)} />
      )}
      {voiding && <VoidModal doc={doc} onClose={() => setVoiding(false)} />}
      {note && (
        <NoteModal
          reference={doc}
          type={note}
          onClose={() => setNote(null)}
          onIssued={(id) => {
            setNote(null);
            void navigate(viewPath(id));
          }}
        />
      )}
    </Flex>
  );
};
