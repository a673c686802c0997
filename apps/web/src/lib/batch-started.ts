/**
 * A download the server turned into a document batch (an export above `EXPORT_JOB_ROWS` rows
 * answers `{ batchId }` instead of the file). `saveFile` announces it here; "My documents" in the
 * header listens, says the export goes on in the background and shows its progress, so no screen
 * needs code of its own for it.
 */
type Listener = (batchId: number) => void;

const listeners = new Set<Listener>();

export const onBatchStarted = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const announceBatchStarted = (batchId: number): void => {
  for (const listener of listeners) listener(batchId);
};
