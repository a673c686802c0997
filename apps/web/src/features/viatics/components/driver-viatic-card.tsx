import type { TViatic } from '@zerg/shared';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { ViaticStageTag } from './viatic-stage-tag';

/** One of the driver's viatics, sized for a phone. */
export const DriverViaticCard = ({ viatic }: { viatic: TViatic }) => {
  const { t, i18n } = useTranslation();
  const money = (v: string) => formatMoney(v, 'PEN', i18n.language);
  return (
    <Card size="small" data-testid={`driver-viatic-card-${viatic.id}`}>
      <Flex justify="space-between" align="start" gap={8}>
        <div>
          <Typography.Text strong>{viatic.zoneName}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {formatDate(viatic.startDate)} – {formatDate(viatic.endDate)} ·{' '}
            {t('viatics:daysNights', { days: viatic.days, nights: viatic.nights })}
          </Typography.Text>
        </div>
        <ViaticStageTag stage={viatic.stage} />
      </Flex>
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: '8px 0' }}>
        {viatic.purpose}
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={3}
        layout="vertical"
        items={[
          {
            key: 'total',
            label: t('viatics:columns.total'),
            children: <strong>{money(viatic.total)}</strong>,
          },
          { key: 'advance', label: t('viatics:fields.advance'), children: money(viatic.advance) },
          { key: 'balance', label: t('viatics:balance'), children: money(viatic.balance) },
        ]}
      />
      {viatic.rejectReason && (
        <Typography.Text type="danger" style={{ fontSize: 13 }}>
          {viatic.rejectReason}
        </Typography.Text>
      )}
    </Card>
  );
};
