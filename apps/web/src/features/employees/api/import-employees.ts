import { useQueryClient } from '@tanstack/react-query';
import type { TDocumentBatchStarted } from '@zerg/shared';
import { apiUpload } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/query-keys';

/**
 * POST /api/rrhh/employee/insert-news-employees — multipart `file` (.xlsx or .csv). Answers the
 * import job's batch: the rows are checked and written by the job, whose report (the good rows
 * created together, every refused row with each field's reasons) arrives with the batch.
 */
export const importEmployees = (file: File): Promise<TDocumentBatchStarted> =>
  apiUpload<TDocumentBatchStarted>('/rrhh/employee/insert-news-employees', [['file', file]]);

/** The import's start, and what a finished import that wrote rows refreshes. */
export const useImportEmployees = () => {
  const queryClient = useQueryClient();
  return {
    start: importEmployees,
    imported: () => void queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
  };
};
