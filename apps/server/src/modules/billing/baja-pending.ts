import { awaitsSunat, msg } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { electronicDocumentOf, electronicStatesOf } from '../e-documents/index.ts';
import { VOID_SOURCE } from './void-issued.ts';

/**
 * 409 `VOID_PENDING` while a comunicación de baja of one of the documents awaits SUNAT, on the
 * field naming it (`fieldOf(i)` for the i-th id): nothing may be collected, written off or noted
 * against a document that SUNAT's answer may void, or the baja, checked when it was asked, would
 * void a document with money or notes on it. One query for all the documents.
 */
export const assertNoBajaPending = async (
  db: DbOrTx,
  documentIds: readonly number[],
  fieldOf: (i: number) => string,
): Promise<void> => {
  const bajas = await electronicStatesOf(db, VOID_SOURCE, documentIds);
  const i = documentIds.findIndex((id) => awaitsSunat(bajas.get(id)?.state));
  const documentId = documentIds[i];
  if (documentId === undefined) return;
  const asked = await electronicDocumentOf(db, VOID_SOURCE, documentId);
  const date = limaToday(asked?.createdAt ?? new Date());
  throw conflict('VOID_PENDING', { [fieldOf(i)]: [msg('errors.VOID_PENDING', { date })] }, { date });
};
