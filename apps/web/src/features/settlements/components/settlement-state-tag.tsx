import type { SettlementState } from '@zerg/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<SettlementState, string> = { none: 'gold', open: 'blue', closed: 'green' };

export const SettlementStateTag = ({ state }: { state: SettlementState }) => {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} data-testid="settlement-state">
      {t(`settlements:state.${state}`)}
    </Tag>
  );
};
