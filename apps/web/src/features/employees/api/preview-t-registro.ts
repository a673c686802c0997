import { useMutation } from '@tanstack/react-query';
import type { TTRegistroBody, TTRegistroPreview } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/rrhh/t-registro/preview — the workers a T-Registro declaration would carry, each with
 * the required fields their record lacks, and the files with their number of lines.
 */
export const previewTRegistro = (body: TTRegistroBody): Promise<TTRegistroPreview> =>
  apiPost<TTRegistroPreview>('/rrhh/t-registro/preview', body);

/** A mutation, not a query: the preview is asked for with the form's button and shows its errors. */
export const usePreviewTRegistro = () =>
  useMutation({ mutationFn: previewTRegistro, meta: { handlesErrors: true } });
