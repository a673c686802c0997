import type { ViaticStage } from '@zerg/shared';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/status-tag';

const STATUS_OF: Record<ViaticStage, string> = {
  chief: 'pending',
  hr: 'approved',
  approved: 'approvedByHr',
  rejected: 'rejected',
};

/** Where a viatic stands: waiting for the chief, for HR, approved or rejected. */
export const ViaticStageTag = ({ stage }: { stage: ViaticStage }) => {
  const { t } = useTranslation();
  return <StatusTag status={STATUS_OF[stage]} label={t(`viatics:stages.${stage}`)} />;
};
