import { useMutation } from '@tanstack/react-query';
import type { TCtsRunBody, TDocumentBatchStarted } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/rrhh/payroll/cts/statement/batch — every statement of the run, as a document batch. */
export const startCtsStatements = (runId: number) =>
  apiPost<TDocumentBatchStarted>('/rrhh/payroll/cts/statement/batch', { runId } satisfies TCtsRunBody);

export const useStartCtsStatements = () => useMutation({ mutationFn: startCtsStatements });
