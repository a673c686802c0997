import { useQueryClient } from '@tanstack/react-query';
import { SECTION_IDS } from '@zerg/shared';
import { Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EDocumentPanel } from '../../../components/e-document/e-document-panel';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/use-session';
import { useSalesDocument } from '../api/get-sales-document';
import { BILLING_QUERY_KEY } from '../api/keys';
import { DocumentActions } from '../components/document-actions';
import { DocumentAmounts } from '../components/document-amounts';
import { documentLabel } from '../components/document-columns';
import { DocumentLinesTable } from '../components/document-lines-table';
import { DocumentNotes } from '../components/document-notes';
import { DocumentStateTag } from '../components/document-state-tag';
import { DocumentSummary } from '../components/document-summary';
import { VoidStatus } from '../components/void-status';

/**
 * /billing/sales-documents/view/:id: one document — who and when, its lines, the server's totals,
 * the detracción split, the notes against it — with the actions its state allows and its PDF — and,
 * once sent electronically, its SUNAT record.
 */
export const SalesDocumentPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const doc = useSalesDocument(id);
  const queryClient = useQueryClient();
  // The SUNAT record's routes are the sales documents section's: treasury's receivables alone do not reach them.
  const seesSunat = (useSession().sections ?? []).includes(SECTION_IDS.SALES_DOCUMENTS);

  if (doc.isError) return <ErrorState error={doc.error} onRetry={() => void doc.refetch()} />;
  if (!doc.data) return <PageLoader />;
  const data = doc.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="doc-page">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="doc-number">
            {t(`billing:type.${data.documentType}`)} {documentLabel(t, data)}
          </Typography.Title>
          <span data-testid="doc-state">
            <DocumentStateTag state={data.state} />
          </span>
        </Flex>
        <DocumentActions doc={data} />
      </Flex>
      <VoidStatus doc={data} />
      <DocumentSummary doc={data} />
      <DocumentLinesTable doc={data} />
      <DocumentAmounts doc={data} />
      {data.sunat && seesSunat && (
        <EDocumentPanel
          id={data.sunat.id}
          onResent={() => void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY })}
        />
      )}
      {data.sunatVoid && seesSunat && (
        <div data-testid="doc-baja">
          <EDocumentPanel
            id={data.sunatVoid.id}
            title={t('billing:void.panelTitle')}
            onResent={() => void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY })}
          />
        </div>
      )}
      {/* Notes modify an issued factura or boleta: a draft or a note has none. */}
      {(data.documentType === '01' || data.documentType === '03') && data.state !== 'draft' && (
        <DocumentNotes notes={data.notes} />
      )}
    </Space>
  );
};
