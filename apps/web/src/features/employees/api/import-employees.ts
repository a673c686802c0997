import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportReport } from '@zerg/shared';
import { IMPORT_MAX_BYTES } from '@zerg/shared';
import { apiUpload } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/query-keys';

/** The server's file limit for the bulk import, in megabytes for the upload field. */
export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);
export const IMPORT_ACCEPT = ['.xlsx', '.csv'] as const;

/**
 * POST /api/rrhh/employee/insert-news-employees — multipart `file` (.xlsx or .csv). The good rows are
 * created together; the report lists every refused row with each field's reasons.
 */
export const importEmployees = (file: File): Promise<TImportReport> =>
  apiUpload<TImportReport>('/rrhh/employee/insert-news-employees', [['file', file]]);

export const useImportEmployees = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEmployees,
    // The dialog shows a refused file itself.
    meta: { handlesErrors: true },
    onSuccess: (report) => {
      if (report.created > 0) void queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY });
    },
  });
};
