import type { EDocumentState } from '@zerg/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<EDocumentState, string> = {
  pending: 'default',
  sending: 'processing',
  awaiting_ticket: 'processing',
  accepted: 'success',
  observed: 'gold',
  rejected: 'error',
  failed: 'volcano',
};

/** A SUNAT record's state as a coloured tag, SUNAT's code and description as its tooltip. */
export const EDocumentStateTag = ({ state, title }: { state: EDocumentState; title?: string | null }) => {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} variant="filled" data-status={state} title={title ?? undefined}>
      {t(`e-documents:state.${state}`)}
    </Tag>
  );
};
