import { useMutation } from '@tanstack/react-query';
import type { TDocumentBatchStarted, TQuintaBatchBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/rrhh/payroll/certificates/quinta/batch — the whole staff's quinta certificates of a year. */
export const startQuintaBatch = (body: TQuintaBatchBody): Promise<TDocumentBatchStarted> =>
  apiPost<TDocumentBatchStarted>('/rrhh/payroll/certificates/quinta/batch', body);

export const useStartQuintaBatch = () => useMutation({ mutationFn: startQuintaBatch });
