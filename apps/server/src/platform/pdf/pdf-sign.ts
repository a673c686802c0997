import { createHash, createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';

/** The company's PKCS#12 (.p12/.pfx) as uploaded, and its password. */
export type SigningCertificate = { p12: Buffer; password: string };

export type CertificateInfo = {
  subject: string;
  issuer: string;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
};

export type CertificateErrorCode = 'CERTIFICATE_PASSWORD_WRONG' | 'CERTIFICATE_INVALID';

export class CertificateError extends Error {
  readonly code: CertificateErrorCode;
  constructor(code: CertificateErrorCode, message: string) {
    super(message);
    this.name = 'CertificateError';
    this.code = code;
  }
}

type Parsed = {
  info: CertificateInfo;
  key: KeyObject;
  /** DER of the signer's certificate first, then the rest of the chain found in the file. */
  chain: string[];
  issuerAsn1: forge.asn1.Asn1;
  serialHex: string;
};

const { asn1, pki } = forge;
const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
};

const U = asn1.Class.UNIVERSAL;
const T = asn1.Type;
const seq = (value: forge.asn1.Asn1[]) => asn1.create(U, T.SEQUENCE, true, value);
const set = (value: forge.asn1.Asn1[]) => asn1.create(U, T.SET, true, value);
const oid = (id: string) => asn1.create(U, T.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: string) => asn1.create(U, T.OCTETSTRING, false, bytes);
const int = (n: number) => asn1.create(U, T.INTEGER, false, asn1.integerToDer(n).getBytes());
const explicit = (tag: number, value: forge.asn1.Asn1[]) =>
  asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, value);
const der = (node: forge.asn1.Asn1) => asn1.toDer(node).getBytes();
const sha256 = (bytes: string | Buffer) =>
  createHash('sha256')
    .update(typeof bytes === 'string' ? Buffer.from(bytes, 'binary') : bytes)
    .digest()
    .toString('binary');

const dn = (name: forge.pki.Certificate['subject']) =>
  name.attributes
    .map((a) => `${a.shortName ?? a.name ?? a.type}=${String(a.value)}`)
    .reverse()
    .join(', ');

const BAG = {
  shroudedKey: pki.oids.pkcs8ShroudedKeyBag ?? '1.2.840.113549.1.12.10.1.2',
  key: pki.oids.keyBag ?? '1.2.840.113549.1.12.10.1.1',
  cert: pki.oids.certBag ?? '1.2.840.113549.1.12.10.1.3',
};
const bagsOf = (p12: forge.pkcs12.Pkcs12Pfx, type: string) => p12.getBags({ bagType: type })[type] ?? [];

const parse = (file: Buffer, password: string): Parsed => {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(file.toString('binary')), false, password);
  } catch (error) {
    const text = error instanceof Error ? error.message : '';
    // forge says "Invalid password?" for a MAC that does not verify and "wrong password?" for a key
    // bag it cannot decrypt: both are the password; anything else is not a readable PKCS#12.
    if (/password/i.test(text)) throw new CertificateError('CERTIFICATE_PASSWORD_WRONG', text);
    throw new CertificateError('CERTIFICATE_INVALID', text || 'not a PKCS#12 file');
  }
  const keys = [...bagsOf(p12, BAG.shroudedKey), ...bagsOf(p12, BAG.key)].flatMap((b) =>
    b.key ? [b.key as forge.pki.rsa.PrivateKey] : [],
  );
  const certs = bagsOf(p12, BAG.cert).flatMap((b) => (b.cert ? [b.cert] : []));
  const key = keys[0];
  if (!key) throw new CertificateError('CERTIFICATE_INVALID', 'the file holds no RSA private key');
  // The signer's certificate is the one whose public key matches the private key.
  const own = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.equals(key.n) && pub.e?.equals(key.e);
  });
  if (!own) throw new CertificateError('CERTIFICATE_INVALID', 'no certificate for the private key');
  const certDer = (c: forge.pki.Certificate) => der(pki.certificateToAsn1(c));
  return {
    info: {
      subject: dn(own.subject),
      issuer: dn(own.issuer),
      serialNumber: own.serialNumber.toUpperCase(),
      notBefore: own.validity.notBefore,
      notAfter: own.validity.notAfter,
    },
    key: createPrivateKey(pki.privateKeyToPem(key)),
    chain: [certDer(own), ...certs.filter((c) => c !== own).map(certDer)],
    issuerAsn1: pki.distinguishedNameToAsn1(own.issuer),
    serialHex: own.serialNumber,
  };
};

/**
 * Reading a PKCS#12 runs its key derivation (thousands of hash rounds): a run signing a thousand
 * boletas with the same certificate reads it once.
 */
const cache = new WeakMap<Buffer, { password: string; parsed: Parsed }>();
const parsed = (certificate: SigningCertificate): Parsed => {
  const hit = cache.get(certificate.p12);
  if (hit && hit.password === certificate.password) return hit.parsed;
  const fresh = parse(certificate.p12, certificate.password);
  cache.set(certificate.p12, { password: certificate.password, parsed: fresh });
  return fresh;
};

/** Subject, issuer, serial and validity of the certificate in a PKCS#12; throws CertificateError. */
export const readCertificate = (p12: Buffer, password: string): CertificateInfo => parse(p12, password).info;

/**
 * The private key, the signer's certificate (PEM) and its validity, for the signatures made outside
 * a PDF (the SUNAT documents' XML-DSig); read through the same cache. Throws CertificateError.
 */
export const signingKeyPair = (
  certificate: SigningCertificate,
): { key: KeyObject; certificatePem: string; info: CertificateInfo } => {
  const p = parsed(certificate);
  const own = pki.certificateFromAsn1(asn1.fromDer(p.chain[0] ?? ''));
  return { key: p.key, certificatePem: pki.certificateToPem(own), info: p.info };
};

const algorithm = (id: string) => seq([oid(id), asn1.create(U, T.NULL, false, '')]);

/**
 * CMS SignedData (RFC 5652) detached, as PAdES baseline B-B asks (ETSI EN 319 142-1 §6.3): signed
 * attributes content-type, message-digest and ESS signing-certificate-v2 (RFC 5035); no
 * signing-time attribute, the time goes in the signature dictionary's /M.
 */
const cms = (content: Buffer, p: Parsed): Buffer => {
  const issuerSerial = seq([
    seq([explicit(4, [p.issuerAsn1])]),
    asn1.create(U, T.INTEGER, false, forge.util.hexToBytes(p.serialHex)),
  ]);
  // hashAlgorithm is left out: its DEFAULT is SHA-256, and DER omits a default.
  const signingCertificateV2 = seq([seq([seq([octets(sha256(p.chain[0] ?? '')), issuerSerial])])]);
  // DER orders a SET OF by the encodings; verifiers that re-encode the attributes expect it.
  const attributes = [
    seq([oid(OID.contentType), set([oid(OID.data)])]),
    seq([oid(OID.messageDigest), set([octets(sha256(content))])]),
    seq([oid(OID.signingCertificateV2), set([signingCertificateV2])]),
  ]
    .map((a) => ({ a, bytes: Buffer.from(der(a), 'binary') }))
    .sort((x, y) => Buffer.compare(x.bytes, y.bytes))
    .map((x) => x.a);
  // The signature covers the attributes encoded as a SET; the SignerInfo carries them as [0].
  const signature = sign('sha256', Buffer.from(der(set(attributes)), 'binary'), p.key);
  const signerInfo = seq([
    int(1),
    seq([p.issuerAsn1, asn1.create(U, T.INTEGER, false, forge.util.hexToBytes(p.serialHex))]),
    algorithm(OID.sha256),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, attributes),
    algorithm(OID.rsaEncryption),
    octets(signature.toString('binary')),
  ]);
  const signedData = seq([
    int(1),
    set([algorithm(OID.sha256)]),
    seq([oid(OID.data)]),
    asn1.create(
      asn1.Class.CONTEXT_SPECIFIC,
      0,
      true,
      p.chain.map((c) => asn1.fromDer(c)),
    ),
    set([signerInfo]),
  ]);
  return Buffer.from(der(seq([oid(OID.signedData), explicit(0, [signedData])])), 'binary');
};

class CadesSigner extends Signer {
  readonly parsed: Parsed;
  constructor(p: Parsed) {
    super();
    this.parsed = p;
  }
  override async sign(content: Buffer): Promise<Buffer> {
    return cms(content, this.parsed);
  }
}

const signer = new SignPdf();

/**
 * Signs a PDF (as pdfmake writes it) with an invisible signature field: PAdES, SubFilter
 * ETSI.CAdES.detached, the signing time in /M. Throws CertificateError for a bad certificate.
 */
export const signPdf = async (
  pdf: Buffer,
  certificate: SigningCertificate,
  reason: { reason: string; location: string; name: string },
): Promise<Buffer> => {
  const p = parsed(certificate);
  const chainBytes = p.chain.reduce((n, c) => n + c.length, 0);
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: reason.reason,
    location: reason.location,
    name: reason.name,
    contactInfo: '',
    signingTime: new Date(),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    // Room for the certificates carried plus the attributes, the issuer named twice and an RSA
    // signature of up to 4096 bits; unused room is zeros, but it is written into every PDF.
    signatureLength: chainBytes + 2048,
  });
  return signer.sign(withPlaceholder, new CadesSigner(p));
};
