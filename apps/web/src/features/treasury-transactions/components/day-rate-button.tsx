import { CalendarOutlined } from '@ant-design/icons';
import type { TreasuryDirection } from '@zerg/shared';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { getDayRate } from '../api/get-day-rate';

export type DayRateButtonProps = {
  date: string | null | undefined;
  direction: TreasuryDirection;
  onRate: (rate: string) => void;
};

/**
 * Takes the movement day's rate from the treasury rate table: dollars received are an asset, valued
 * at the purchase rate; dollars paid settle a liability, at the sale rate (Reglamento LIR art. 34).
 */
export const DayRateButton = ({ date, direction, onRate }: DayRateButtonProps) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const take = async () => {
    if (!date) return;
    setBusy(true);
    try {
      const row = await getDayRate(date);
      if (!row) toast.warning(t('treasury-transactions:form.noDayRate', { date }));
      else onRate((direction === 'income' ? row.purchase : row.sale).replace(/0$/, ''));
    } catch (error) {
      toast.danger(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={t('treasury-transactions:form.dayRate')}>
      <Button
        type="text"
        size="small"
        icon={<CalendarOutlined />}
        loading={busy}
        disabled={!date}
        onClick={() => void take()}
        data-testid="tx-day-rate"
      />
    </Tooltip>
  );
};
