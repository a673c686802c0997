import { msg } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { electronicDocumentOf } from '../e-documents/index.ts';
import { VOID_SOURCE } from './void-issued.ts';

/** States of a baja SUNAT has not answered yet. */
const AWAITING = new Set(['pending', 'sending', 'awaiting_ticket']);

/**
 * 409 `VOID_PENDING` on `field` while a comunicación de baja of the document awaits SUNAT: nothing
 * may be collected, written off or noted against a document that SUNAT's answer may void, or the
 * baja, checked when it was asked, would void a document with money or notes on it.
 */
export const assertNoBajaPending = async (db: DbOrTx, documentId: number, field: string): Promise<void> => {
  const baja = await electronicDocumentOf(db, VOID_SOURCE, documentId);
  if (!baja || !AWAITING.has(baja.state)) return;
  const date = limaToday(baja.createdAt);
  throw conflict('VOID_PENDING', { [field]: [msg('errors.VOID_PENDING', { date })] }, { date });
};
