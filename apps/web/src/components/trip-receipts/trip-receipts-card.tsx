import { Card, Empty, Flex, Skeleton } from 'antd';
import { ErrorState } from '../error-state';
import { ReceiptThumb } from '../receipt-thumb';
import { tripReceiptPath, useTripReceipts } from './api/get-trip-receipts';

export type TripReceiptsCardProps = {
  travelOrderId: number;
  /** Texts from the caller's namespace: the card's title and what it says when there is none. */
  title: string;
  emptyText: string;
  testId: string;
};

/** The delivery photos the drivers sent from the road, newest first (travel order and settlement). */
export const TripReceiptsCard = ({ travelOrderId, title, emptyText, testId }: TripReceiptsCardProps) => {
  const receipts = useTripReceipts(travelOrderId);
  return (
    <Card title={title} size="small" data-testid={testId}>
      {receipts.isPending ? (
        <Skeleton.Image active />
      ) : receipts.isError ? (
        <ErrorState error={receipts.error} onRetry={() => receipts.refetch()} />
      ) : receipts.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
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
