/**
 * The local SUNAT's constancias de recepción: an ApplicationResponse (UBL 2.0, as SUNAT's CDRs
 * are) signed enveloped with the test certificate, zipped as `R-{fileName}.zip` beside the empty
 * `dummy/` folder SUNAT's zips carry.
 */
import JSZip from 'jszip';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';
import { create } from 'xmlbuilder2';

export type TestSigner = { keyPem: string; certPem: string };

const NS = {
  ar: 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};
/** SUNAT's own RUC, the CDR's sender. */
const SUNAT_RUC = '20131312955';

/** The private key and the certificate matching it in a PKCS#12, read as platform/pdf/pdf-sign.ts does. */
export const openCertificate = (p12: Buffer, password: string): TestSigner => {
  const { asn1, pki, pkcs12 } = forge;
  const pfx = pkcs12.pkcs12FromAsn1(asn1.fromDer(p12.toString('binary')), false, password);
  const bags = (type: string) => pfx.getBags({ bagType: type })[type] ?? [];
  const key = [...bags(pki.oids.pkcs8ShroudedKeyBag ?? ''), ...bags(pki.oids.keyBag ?? '')][0]?.key as
    | forge.pki.rsa.PrivateKey
    | undefined;
  if (!key) throw new Error('the test certificate holds no private key');
  const cert = bags(pki.oids.certBag ?? '')
    .flatMap((b) => (b.cert ? [b.cert] : []))
    .find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n));
  if (!cert) throw new Error('the test certificate holds no certificate for its key');
  return { keyPem: pki.privateKeyToPem(key), certPem: pki.certificateToPem(cert) };
};

export type CdrContent = {
  fileName: string;
  /** The document's cbc:ID (F001-1, RA-20261129-1, T001-5). */
  documentId: string;
  issuerRuc: string;
  /** The CDR's own number. */
  responseId: string;
  code: string;
  description: string;
  notes: string[];
  /** The GRE's QR address, in cac:DocumentReference/cbc:DocumentDescription. */
  qrUrl?: string;
  at: Date;
};

const lima = (at: Date) => {
  // Lima is UTC−5 all year (no daylight saving since 1994).
  const iso = new Date(at.getTime() - 5 * 3_600_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
};

export const cdrXml = (signer: TestSigner, c: CdrContent): string => {
  const { date, time } = lima(c.at);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS.ar, 'ar:ApplicationResponse', {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
    'xmlns:ext': NS.ext,
  });
  root.ele(NS.ext, 'ext:UBLExtensions').ele(NS.ext, 'ext:UBLExtension').ele(NS.ext, 'ext:ExtensionContent');
  const cbc = (parent: typeof root, name: string, value: string) =>
    parent.ele(NS.cbc, `cbc:${name}`).txt(value);
  cbc(root, 'UBLVersionID', '2.0');
  cbc(root, 'CustomizationID', '1.0');
  cbc(root, 'ID', c.responseId);
  cbc(root, 'IssueDate', date);
  cbc(root, 'IssueTime', time);
  cbc(root, 'ResponseDate', date);
  cbc(root, 'ResponseTime', time);
  for (const note of c.notes) cbc(root, 'Note', note);
  const party = (name: string, id: string) =>
    cbc(root.ele(NS.cac, `cac:${name}`).ele(NS.cac, 'cac:PartyIdentification'), 'ID', id);
  party('SenderParty', SUNAT_RUC);
  party('ReceiverParty', `6-${c.issuerRuc}`);
  const documentResponse = root.ele(NS.cac, 'cac:DocumentResponse');
  const response = documentResponse.ele(NS.cac, 'cac:Response');
  cbc(response, 'ReferenceID', c.documentId);
  cbc(response, 'ResponseCode', c.code);
  cbc(response, 'Description', c.description);
  const reference = documentResponse.ele(NS.cac, 'cac:DocumentReference');
  cbc(reference, 'ID', c.documentId);
  if (c.qrUrl) cbc(reference, 'DocumentDescription', c.qrUrl);
  cbc(
    documentResponse.ele(NS.cac, 'cac:RecipientParty').ele(NS.cac, 'cac:PartyIdentification'),
    'ID',
    `6-${c.issuerRuc}`,
  );
  return sign(signer, root.end());
};

const sign = (signer: TestSigner, xml: string): string => {
  const signature = new SignedXml({
    privateKey: signer.keyPem,
    publicCert: signer.certPem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  });
  signature.addReference({
    xpath: '/*',
    isEmptyUri: true,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    ],
  });
  signature.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: 'SignSUNAT' },
    location: { reference: "//*[local-name()='ExtensionContent']", action: 'append' },
  });
  return signature.getSignedXml();
};

/** The zip SUNAT answers: `R-{fileName}.xml` and an empty `dummy/` folder. */
export const cdrZip = async (signer: TestSigner, c: CdrContent): Promise<Buffer> => {
  const zip = new JSZip();
  zip.folder('dummy');
  zip.file(`R-${c.fileName}.xml`, cdrXml(signer, c), { date: c.at });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};
