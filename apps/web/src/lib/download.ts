import type { DownloadedFile } from './api-client';

/** Hands a downloaded file to the browser's save dialog. */
export const saveFile = ({ blob, filename }: DownloadedFile): void => {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the blob after click() returns; revoke on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
