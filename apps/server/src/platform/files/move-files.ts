import type { FileStorage } from './file-storage.ts';

export type MoveCounts = {
  referenced: number;
  copied: number;
  /** Already in the target: a file copied by an earlier run, or written there since. */
  skipped: number;
  /** Keys a row holds that the source does not have. */
  missing: string[];
};

/**
 * Copies each key's file from `source` into `target` under the same key, so the rows stay as they
 * are. Each file is stored on its own before the next is read, and a key the target already holds
 * is skipped: a run stopped halfway resumes where it stopped. The source is left untouched.
 */
export const moveFiles = async (
  keys: readonly string[],
  source: FileStorage,
  target: FileStorage,
  onProgress: (counts: MoveCounts) => void = () => {},
): Promise<MoveCounts> => {
  const counts: MoveCounts = { referenced: keys.length, copied: 0, skipped: 0, missing: [] };
  for (const key of keys) {
    if (await target.has(key)) counts.skipped += 1;
    else if (!(await source.has(key))) counts.missing.push(key);
    else {
      await target.putAt(key, await source.read(key));
      counts.copied += 1;
    }
    onProgress(counts);
  }
  return counts;
};
