import type { DownloadAnswer } from './api-client';
import { announceBatchStarted } from './batch-started';

/**
 * Hands a downloaded file to the browser's save dialog. An answer that is a started batch (a big
 * export) is announced instead: "My documents" follows it and offers the file when it is ready.
 */
export const saveFile = (answer: DownloadAnswer): void => {
  if ('batchId' in answer) {
    announceBatchStarted(answer.batchId);
    return;
  }
  const { blob, filename } = answer;
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
