import type { Reporter, RunnerTestFile } from 'vitest/node';

/** How many of the slowest files each run names. */
const SHOWN = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What one file cost: importing its modules, its hooks (database and app) and its tests. */
const costOf = (file: RunnerTestFile) => (file.collectDuration ?? 0) + (file.result?.duration ?? 0);

/**
 * Names the ten files that took longest after every run, so the place to make the suite faster is
 * read off the log rather than guessed.
 */
export default class SlowestFilesReporter implements Reporter {
  onFinished(files: RunnerTestFile[] = []) {
    const slowest = [...files].sort((a, b) => costOf(b) - costOf(a)).slice(0, SHOWN);
    if (!slowest.length) return;
    console.log(`\nSlowest ${slowest.length} test files (import + hooks and tests):`);
    for (const file of slowest) {
      const project = file.projectName ? `${file.projectName} ` : '';
      console.log(
        `  ${seconds(costOf(file)).padStart(7)}  ${project}${file.name}  (import ${seconds(file.collectDuration ?? 0)})`,
      );
    }
  }
}
