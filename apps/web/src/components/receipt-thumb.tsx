import { Image, Skeleton } from 'antd';
import { useObjectUrl, useProtectedFile } from '../lib/use-protected-file';

export type ReceiptThumbProps = {
  /** The API path that serves the photo with the bearer token. */
  path: string;
  testId: string;
  size?: number;
};

/** A stored receipt photo, fetched with the token; tap to see it whole. */
export const ReceiptThumb = ({ path, testId, size = 72 }: ReceiptThumbProps) => {
  const file = useProtectedFile(path);
  const url = useObjectUrl(file.data);
  if (!url) return <Skeleton.Image active style={{ width: size, height: size }} />;
  return (
    <Image
      src={url}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 6 }}
      data-testid={testId}
    />
  );
};
