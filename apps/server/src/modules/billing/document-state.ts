import type { SalesDocumentState } from '@zerg/shared';
import { AppError } from '../../platform/errors/app-error.ts';

/** 409 naming the state a document is in, in the caller's language ("The document is issued: …"). */
export const wrongState = (state: SalesDocumentState) =>
  new AppError(409, 'SALES_DOCUMENT_STATE', {
    fields: { state: ['errors.SALES_DOCUMENT_STATE'] },
    keyParams: { state: `billing.state.${state}` },
  });
