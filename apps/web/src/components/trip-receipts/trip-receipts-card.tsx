import { Card, Empty, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { ReceiptThumb } from '../../../components/receipt-thumb';
import { tripReceiptPath, useTripReceipts } from '../api/get-trip-receipts';

/** The delivery photos the drivers sent from the road, newest first. */
export const TripReceiptsCard = ({ travelOrderId }: { travelOrderId: number }) => {
  const { t } = useTranslation();
  const receipts = useTripReceipts(travelOrderId);
  return (
    <Card title={t('travel-orders:receipts')} size="small" data-testid="travel-order-receipts">
      {receipts.isPending ? (
        <Skeleton.Image active />
      ) : receipts.isError ? (
        <ErrorState error={receipts.error} onRetry={() => receipts.refetch()} />
      ) : receipts.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('travel-orders:noReceipts')} />
      ) : (
        <Flex wrap gap={8}>
          {receipts.data.map((r) => (
            <ReceiptThumb key={r.id} path={tripReceiptPath(r.id)} testId={`trip-receipt-${r.id}`} size={96} />
          ))}
        </Flex>
      )}
    </Card>
  );
};
