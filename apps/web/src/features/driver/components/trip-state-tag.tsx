import type { TravelOrderState } from '@zerg/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TravelOrderState, string> = {
  registered: 'default',
  initiated: 'processing',
  returning: 'purple',
  returned: 'cyan',
  finished: 'success',
  canceled: 'error',
};

export const TripStateTag = ({ state }: { state: TravelOrderState }) => {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} data-testid="trip-state" style={{ marginInlineEnd: 0 }}>
      {t(`driver:states.${state}`)}
    </Tag>
  );
};
