import type { TSalesDocument } from '@zerg/shared';
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useBillingRoot } from './use-billing-root';

/** Who and when: company, client, dates, currency and rate, the reference of a note, who issued it. */
export const DocumentSummary = ({ doc }: { doc: TSalesDocument }) => {
  const { t } = useTranslation();
  const { viewPath } = useBillingRoot();
  const date = (value: string | null) => (value ? formatDate(value) : '—');
  const items: DescriptionsProps['items'] = [
    { key: 'company', label: t('billing:fields.company'), children: doc.companyName },
    {
      key: 'client',
      label: t('billing:fields.client'),
      children: `${doc.clientName} · ${doc.clientDocumentType} ${doc.clientDocument}`,
    },
    { key: 'issueDate', label: t('billing:fields.issueDate'), children: date(doc.issueDate) },
    {
      key: 'dueDate',
      label: t('billing:fields.dueDate'),
      children: `${date(doc.dueDate)} (${t('billing:fields.termDays', { count: doc.paymentTermDays })})`,
    },
    {
      key: 'currency',
      label: t('billing:fields.currency'),
      children: doc.exchangeRate
        ? `${doc.currency} · ${t('billing:fields.rate', { rate: doc.exchangeRate })}`
        : doc.currency,
    },
    { key: 'language', label: t('billing:fields.language'), children: t(`common:languages.${doc.language}`) },
  ];
  if (doc.referenceId !== null)
    items.push(
      {
        key: 'reference',
        label: t('billing:fields.reference'),
        children: (
          <Link to={viewPath(doc.referenceId)} data-testid="doc-reference">
            {doc.referenceFullNumber}
          </Link>
        ),
      },
      {
        key: 'reason',
        label: t('billing:note.reason'),
        children: doc.noteReason
          ? `${doc.noteReason} · ${t(`billing:reason${doc.documentType}.${doc.noteReason}`)} — ${doc.noteDescription ?? ''}`
          : '—',
      },
    );
  if (doc.observations)
    items.push({ key: 'obs', label: t('billing:fields.observations'), children: doc.observations });
  items.push({
    key: 'who',
    label: doc.issuedAt ? t('billing:fields.issuedBy') : t('billing:fields.createdBy'),
    children: doc.issuedAt
      ? `${doc.issuedByName ?? '—'} · ${formatDateTime(doc.issuedAt)}`
      : `${doc.createdByName ?? '—'} · ${formatDateTime(doc.createdAt)}`,
  });
  return (
    <Card>
      <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" items={items} data-testid="doc-summary" />
    </Card>
  );
};
