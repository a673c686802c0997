import { buildWebIfStale } from '../scripts/build-web.ts';
import { reportFirstLoad } from '../scripts/check-bundle.ts';

/** The web's first load: gzipped JavaScript of the entry and its static imports, against the budget. */
buildWebIfStale();
process.exit(reportFirstLoad() ? 0 : 1);
