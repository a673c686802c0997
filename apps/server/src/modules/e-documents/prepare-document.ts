import JSZip from 'jszip';
import { type SigningCertificate, signingKeyPair } from '../../platform/pdf/pdf-sign.ts';
import { checkSignaturePlacement, checkUbl, type UblKind } from './check/check-ubl.ts';
import { signUbl } from './signature/sign-xml.ts';
import { despatchXml, GRE_CARRIER_TYPE } from './ubl/despatch-xml.ts';
import { type PreparedDocument, type UblCheckFailure, UblInvalid } from './ubl/prepared-document.ts';
import { ROOT_OF_TYPE, salesDocumentXml } from './ubl/sales-document-xml.ts';
import type {
  ElectronicContent,
  UblDespatch,
  UblSalesDocument,
  UblVoidedDocuments,
} from './ubl/ubl-input.ts';
import { voidedDocumentsXml } from './ubl/voided-documents-xml.ts';

/**
 * The zip SUNAT takes: one entry `{fileName}.xml`. Its timestamp is the document's issue day, not
 * the clock, so preparing the same document twice gives the same bytes.
 */
const zipped = async (fileName: string, xml: string, day: string): Promise<Buffer> => {
  const zip = new JSZip();
  zip.file(`${fileName}.xml`, xml, { date: new Date(`${day}T12:00:00Z`) });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
};

/**
 * CERTIFICATE-VALIDITY: SUNAT rejects a document signed with a certificate not valid on its issue
 * day; the day (noon in Lima), not the clock, so the outcome does not depend on when it runs.
 */
const certificateValidity = (cert: SigningCertificate, day: string): UblCheckFailure[] => {
  const { info } = signingKeyPair(cert);
  const at = new Date(`${day}T12:00:00-05:00`);
  if (at >= info.notBefore && at <= info.notAfter) return [];
  const [from, to] = [info.notBefore, info.notAfter].map((d) => d.toISOString().slice(0, 10));
  return [
    {
      rule: 'CERTIFICATE-VALIDITY',
      path: '/',
      message: `the certificate is valid from ${from} to ${to}, not on ${day}`,
    },
  ];
};

/** Build → check → sign → check the signature's place → zip; UblInvalid before signing on any failure. */
const prepare = async (
  content: ElectronicContent,
  xml: string,
  kind: UblKind,
  fileName: string,
  day: string,
  cert: SigningCertificate,
): Promise<PreparedDocument> => {
  const failures = [...checkUbl(xml, kind), ...certificateValidity(cert, day)];
  if (failures.length) throw new UblInvalid(failures);
  const signed = signUbl(xml, cert);
  const placement = checkSignaturePlacement(signed.xml);
  if (placement.length) throw new UblInvalid(placement);
  return {
    fileName,
    xml: signed.xml,
    zip: await zipped(fileName, signed.xml, day),
    digestValue: signed.digestValue,
    content,
  };
};

/** A factura, boleta or note, named RUC-TT-SERIE-NUMBER (20123456789-01-F001-123). */
export const prepareSalesDocument = (
  doc: UblSalesDocument,
  cert: SigningCertificate,
): Promise<PreparedDocument> =>
  prepare(
    { kind: 'sales', document: doc },
    salesDocumentXml(doc),
    ROOT_OF_TYPE[doc.type],
    `${doc.issuer.documentNumber}-${doc.type}-${doc.series}-${doc.number}`,
    doc.issueDate,
    cert,
  );

/** A comunicación de baja, named RUC-RA-YYYYMMDD-n. */
export const prepareVoided = (doc: UblVoidedDocuments, cert: SigningCertificate): Promise<PreparedDocument> =>
  prepare(
    { kind: 'voided', document: doc },
    voidedDocumentsXml(doc),
    'VoidedDocuments',
    `${doc.issuer.documentNumber}-${doc.identifier}`,
    doc.issueDate,
    cert,
  );

/** A GRE transportista, named RUC-31-SERIE-NUMBER. */
export const prepareDespatch = (doc: UblDespatch, cert: SigningCertificate): Promise<PreparedDocument> =>
  prepare(
    { kind: 'despatch', document: doc },
    despatchXml(doc),
    'DespatchAdvice',
    `${doc.carrier.documentNumber}-${GRE_CARRIER_TYPE}-${doc.series}-${doc.number}`,
    doc.issueDate,
    cert,
  );
