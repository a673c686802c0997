import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CessationReason, TLiquidacionPreview, TLiquidacionPreviewBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

/**
 * POST /api/rrhh/payroll/liquidacion/preview — what a cessation on `date` for `cessationReason`
 * would pay (indemnity, vacation days due, gross and net), computed as the liquidación run does.
 */
export const previewLiquidacion = (body: TLiquidacionPreviewBody, signal?: AbortSignal) =>
  apiPost<TLiquidacionPreview>('/rrhh/payroll/liquidacion/preview', body, { signal });

export const liquidacionPreviewQueryOptions = (
  employeeId: number,
  date: string | null,
  cessationReason: CessationReason | null,
) =>
  queryOptions({
    queryKey: [...employeeRecordKey(employeeId), 'liquidacion-preview', date, cessationReason],
    queryFn: ({ signal }) =>
      previewLiquidacion(
        { employeeId, date: date ?? '', cessationReason: cessationReason ?? 'resignation' },
        signal,
      ),
    enabled: date !== null && cessationReason !== null,
    meta: { handlesErrors: true },
    retry: false,
  });

export const useLiquidacionPreview = (
  employeeId: number | null,
  date: string | null,
  cessationReason: CessationReason | null,
) =>
  useQuery({
    ...liquidacionPreviewQueryOptions(employeeId ?? 0, date, cessationReason),
    ...(employeeId === null ? { enabled: false } : {}),
  });
