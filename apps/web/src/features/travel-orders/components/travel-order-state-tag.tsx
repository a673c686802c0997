import type { TravelOrderState } from '@zerg/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TravelOrderState, string> = {
  registered: 'blue',
  initiated: 'gold',
  returning: 'orange',
  returned: 'cyan',
  finished: 'green',
  canceled: 'default',
};

export const TravelOrderStateTag = ({ state }: { state: TravelOrderState }) => {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} data-testid="travel-order-state">
      {t(`travel-orders:state.${state}`)}
    </Tag>
  );
};
