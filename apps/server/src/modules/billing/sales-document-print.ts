import type { DbOrTx } from '../../db/client.ts';
import { electronicContentOf, electronicPrintOf, salesQrText } from '../e-documents/index.ts';

/**
 * What the printed document shows of its electronic issue: the QR's text and the hash, and the
 * names and address as they were signed (a company or client renamed later does not change it).
 */
export type ElectronicPrint = {
  qrText: string;
  digestValue: string;
  issuer: { name: string; address: string };
  customerName: string;
};

/** The document's QR, hash and signed names when it was issued electronically; null otherwise. */
export const electronicPrint = async (db: DbOrTx, id: number): Promise<ElectronicPrint | null> => {
  const print = await electronicPrintOf(db, 'sales_document', id);
  const content = print && (await electronicContentOf(db, 'sales_document', id));
  if (!print || content?.kind !== 'sales') return null;
  const signed = content.document;
  return {
    qrText: salesQrText(signed, print.digestValue),
    digestValue: print.digestValue,
    issuer: { name: signed.issuer.name, address: signed.issuer.address.line },
    customerName: signed.customer.name,
  };
};
