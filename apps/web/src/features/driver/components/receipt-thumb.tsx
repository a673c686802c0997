import { Image, Skeleton } from 'antd';
import { useObjectUrl, useProtectedFile } from '../../../lib/use-protected-file';
import { driverReceiptPath } from '../api/upload-driver-receipt';

/** A stored receipt photo, fetched with the token; tap to see it whole. */
export const ReceiptThumb = ({ id }: { id: number }) => {
  const file = useProtectedFile(driverReceiptPath(id));
  const url = useObjectUrl(file.data);
  if (!url) return <Skeleton.Image active style={{ width: 72, height: 72 }} />;
  return (
    <Image
      src={url}
      width={72}
      height={72}
      style={{ objectFit: 'cover', borderRadius: 6 }}
      data-testid={`receipt-${id}`}
    />
  );
};
