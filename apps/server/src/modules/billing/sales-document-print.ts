import type { DbOrTx } from '../../db/client.ts';
import { electronicDocumentOf, salesQrText } from '../e-documents/index.ts';

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
  const record = await electronicDocumentOf(db, 'sales_document', id);
  if (record?.content?.kind !== 'sales') return null;
  const signed = record.content.document;
  return {
    qrText: salesQrText(signed, record.digestValue),
    digestValue: record.digestValue,
    issuer: { name: signed.issuer.name, address: signed.issuer.address.line },
    customerName: signed.customer.name,
  };
};
