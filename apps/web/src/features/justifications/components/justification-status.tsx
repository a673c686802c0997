import type { JustificationStatus } from '@zerg/shared';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/status-tag';

const COLOR_KEY: Record<JustificationStatus, string> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  approved_by_hr: 'approvedByHr',
  rejected_by_hr: 'rejectedByHr',
};

/** A justification's status, in the flow's own words ("Approved by the chief", "Approved by HR"). */
export const JustificationStatusTag = ({ status }: { status: JustificationStatus }) => {
  const { t } = useTranslation();
  return <StatusTag status={COLOR_KEY[status]} label={t(`justifications:status.${status}`)} />;
};
