import type { Db, Tx } from '../../db/client.ts';
import { conflict } from '../errors/app-error.ts';
import { isRetryableConflict } from '../errors/db-errors.ts';

/** Three tries: a deadlock between two requests is resolved by the first retry; more is a hot spot. */
const ATTEMPTS = 3;

/**
 * `db.transaction(work)`, run again from the start when PostgreSQL aborts it for a serialization
 * failure or a deadlock (40001, 40P01), at most three times; what still fails answers 409
 * CONCURRENT_CHANGE instead of a 500. `work` must be safe to repeat: nothing outside the database
 * (a mail, a file) before it commits.
 */
export const retryTransaction = async <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= ATTEMPTS) throw conflict('CONCURRENT_CHANGE');
    }
  }
};
