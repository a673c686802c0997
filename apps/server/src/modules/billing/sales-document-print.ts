import type { DbOrTx } from '../../db/client.ts';
import { electronicPrintOf, salesQrText } from '../e-documents/index.ts';
import { salesDocumentUbl } from './sales-document-ubl.ts';

/** What the printed document shows of its electronic issue: the QR's text and the hash. */
export type ElectronicPrint = { qrText: string; digestValue: string };

/** The document's QR and hash when it was issued electronically; null for drafts and paper ones. */
export const electronicPrint = async (db: DbOrTx, id: number): Promise<ElectronicPrint | null> => {
  const print = await electronicPrintOf(db, 'sales_document', id);
  if (!print) return null;
  const ubl = await salesDocumentUbl(db, id);
  return { qrText: salesQrText(ubl, print.digestValue), digestValue: print.digestValue };
};
