import type { SalesDocumentState } from '@zerg/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<SalesDocumentState, string> = {
  draft: 'default',
  issued: 'processing',
  partially_paid: 'warning',
  paid: 'success',
  voided: 'error',
};

/** A sales document's state as a coloured tag. */
export const DocumentStateTag = ({ state }: { state: SalesDocumentState }) => {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} variant="filled" data-status={state}>
      {t(`billing:state.${state}`)}
    </Tag>
  );
};
