import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExpiryTag as DocumentExpiryTag } from '../../../components/expiry-tag';

/** A vehicle document's expiry (the shared tag), or "no documents" when none is on file. */
export const ExpiryTag = ({ date, kind }: { date: string | null; kind?: string | null }) => {
  const { t } = useTranslation();
  if (!date) return <Tag>{t('vehicles:documents.none')}</Tag>;
  return (
    <DocumentExpiryTag
      date={date}
      label={kind ? t(`vehicles:documents.kinds.${kind}`) : undefined}
      short={kind ? t(`vehicles:documents.short.${kind}`) : undefined}
    />
  );
};
