import { CameraOutlined, CarOutlined, FlagOutlined, RollbackOutlined } from '@ant-design/icons';
import type { TDriverTrip, TravelOrderState } from '@zerg/shared';
import { Button, Flex, Typography } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { toast } from '../../../components/toast';
import { useChangeDriverTripState } from '../api/change-driver-trip-state';
import { useUploadDriverReceipt } from '../api/upload-driver-receipt';

const ICONS: Partial<Record<TravelOrderState, ReactNode>> = {
  initiated: <CarOutlined />,
  returning: <RollbackOutlined />,
  returned: <FlagOutlined />,
};

/** Thumb-sized: a driver taps these with gloves on, in a cab. */
const BIG = { height: 56, fontSize: 18 } as const;

/** The trip's next move (with "Are you sure?") and the receipt photo from the phone's camera. */
export const TripActions = ({ trip }: { trip: TDriverTrip }) => {
  const { t } = useTranslation();
  const change = useChangeDriverTripState();
  const upload = useUploadDriverReceipt();
  const input = useRef<HTMLInputElement>(null);
  const onRoad = trip.state !== 'registered' && trip.state !== 'canceled';

  return (
    <Flex vertical gap={10}>
      {trip.nextStates.map((to) => (
        <ConfirmButton
          key={to}
          type="primary"
          block
          style={BIG}
          icon={ICONS[to]}
          loading={change.isPending}
          confirmTitle={t(`driver:actions.confirm.${to}`)}
          confirmDescription={t('driver:actions.confirmText', { code: trip.code })}
          onConfirm={() =>
            change.mutateAsync(
              { id: trip.id, to },
              { onSuccess: () => toast.success(t(`driver:actions.done.${to}`)) },
            )
          }
          data-testid={`trip-move-${to}`}
        >
          {t(`driver:actions.to.${to}`)}
        </ConfirmButton>
      ))}
      {onRoad && trip.state !== 'finished' && (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            data-testid="receipt-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              upload.mutate(
                { travelOrderId: trip.id, file },
                { onSuccess: () => toast.success(t('driver:receipt.saved')) },
              );
            }}
          />
          <Button
            block
            style={BIG}
            icon={<CameraOutlined />}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
            data-testid="receipt-button"
          >
            {t('driver:receipt.take')}
          </Button>
        </>
      )}
      {trip.nextStates.length === 0 && trip.state === 'returned' && (
        <Typography.Text type="secondary" data-testid="trip-waiting-operations">
          {t('driver:actions.waitingOperations')}
        </Typography.Text>
      )}
    </Flex>
  );
};
