import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * API files known to take longest, started first so the two workers finish together. On a fresh
 * clone Vitest has no timings yet and starts the largest files first; these are small files that
 * take long (the fuzz parts, restarts of the app, two app processes started for one file, the
 * files:move script run in its own process), and started last they ran alone at the end.
 */
const SLOW = [
  /[\\/]fuzz-json-\d\.test\.ts$/,
  /[\\/]app-restart\.test\.ts$/,
  /[\\/]two-instances\.test\.ts$/,
  /[\\/]files-move\.test\.ts$/,
  /[\\/]authorization-matrix\.test\.ts$/,
  /[\\/]travel-orders\.test\.ts$/,
  /[\\/]backup-restore\.test\.ts$/,
  /[\\/]start-up-lock\.test\.ts$/,
  // Waits about 20 s for pg-boss to retry a killed instance's job: mostly idle, best started early.
  /[\\/]document-batch-crash\.test\.ts$/,
];

const isSlow = (file: TestSpecification) => SLOW.some((pattern) => pattern.test(file.moduleId));

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return [...sorted.filter(isSlow), ...sorted.filter((file) => !isSlow(file))];
  }
}
