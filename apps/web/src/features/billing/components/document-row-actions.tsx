import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FilePdfOutlined,
} from '@ant-design/icons';
import type { TSalesDocumentItem } from '@zerg/shared';
import { Button, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button';
import { DownloadButton } from '../../../components/download-button';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteDraft } from '../api/delete-draft';
import { downloadSalesDocumentPdf } from '../api/download-sales-document-pdf';
import { useIssueDocument } from '../api/issue-document';
import { documentLabel } from './document-columns';
import { useBillingRoot } from './use-billing-root';

/**
 * What a row offers in its state: a draft is edited, issued (its number given) or deleted; an
 * issued document is printed. Notes are made from the document's page. Readers only see and print.
 */
export const DocumentRowActions = ({ row }: { row: TSalesDocumentItem }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canWrite, viewPath, editPath } = useBillingRoot();
  const issue = useIssueDocument();
  const remove = useDeleteDraft();
  const draft = row.state === 'draft';

  return (
    <Flex gap={4} justify="center">
      <Tooltip title={t('billing:actions.view')}>
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={t('billing:actions.view')}
          onClick={() => void navigate(viewPath(row.id))}
          data-testid={`doc-view-${row.id}`}
        />
      </Tooltip>
      {draft && canWrite && (
        <>
          <Tooltip title={t('billing:actions.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('billing:actions.edit')}
              onClick={() => void navigate(editPath(row.id))}
              data-testid={`doc-edit-${row.id}`}
            />
          </Tooltip>
          <Tooltip title={t('billing:actions.issue')}>
            <ConfirmButton
              type="text"
              icon={<CheckCircleOutlined />}
              aria-label={t('billing:actions.issue')}
              confirmTitle={t('billing:issue.confirmTitle')}
              confirmDescription={t('billing:issue.confirmDescription')}
              confirmOkText={t('billing:actions.issue')}
              onConfirm={() =>
                issue
                  .mutateAsync({ id: row.id })
                  .then((doc) => toast.success(t('billing:issue.done', { number: doc.fullNumber })))
                  .catch((error: unknown) => toast.danger(errorMessage(t, error)))
              }
              data-testid={`doc-issue-${row.id}`}
            />
          </Tooltip>
          <Tooltip title={t('billing:actions.delete')}>
            <ConfirmButton
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('billing:actions.delete')}
              onConfirm={() =>
                remove
                  .mutateAsync(row.id)
                  .then(() => toast.success(t('billing:deleted')))
                  .catch((error: unknown) => toast.danger(errorMessage(t, error)))
              }
              data-testid={`doc-delete-${row.id}`}
            />
          </Tooltip>
        </>
      )}
      {!draft && (
        <Tooltip title={t('billing:actions.pdf')}>
          <DownloadButton
            type="text"
            icon={<FilePdfOutlined />}
            aria-label={t('billing:actions.pdf')}
            download={() => downloadSalesDocumentPdf({ id: row.id, name: documentLabel(t, row) })}
            data-testid={`doc-pdf-${row.id}`}
          />
        </Tooltip>
      )}
    </Flex>
  );
};
