import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import xpath from 'xpath';
import { type SigningCertificate, signingKeyPair } from '../../../platform/pdf/pdf-sign.ts';
import { NS, SIGNATURE_ID } from '../ubl/ubl-common.ts';

/** The algorithms of the signature (README "Signature"). */
export const DSIG = {
  c14n: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
  rsaSha256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  sha256: 'http://www.w3.org/2001/04/xmlenc#sha256',
} as const;

/** Where SUNAT wants the ds:Signature: the content of the document's first UBL extension. */
export const SIGNATURE_PLACE =
  "/*/*[local-name()='UBLExtensions']/*[local-name()='UBLExtension'][1]/*[local-name()='ExtensionContent']";

const select = (expression: string, xml: string): string => {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const nodes = xpath.select(expression, doc as unknown as Node);
  return Array.isArray(nodes) && nodes[0] ? (nodes[0].textContent ?? '') : '';
};

/**
 * Signs a UBL document as SUNAT's guides ask: an enveloped XML-DSig (the reference URI "" is the
 * whole document, minus the signature by the enveloped-signature transform, then inclusive C14N)
 * placed in ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent, Id `SignatureSP` (which
 * cac:Signature points at), RSA-SHA256 over SHA-256 digests, the signer's X509Certificate in
 * KeyInfo. Throws CertificateError for an unreadable certificate.
 */
export const signUbl = (xml: string, cert: SigningCertificate): { xml: string; digestValue: string } => {
  const { key, certificatePem } = signingKeyPair(cert);
  const signer = new SignedXml({
    privateKey: key,
    publicCert: certificatePem,
    signatureAlgorithm: DSIG.rsaSha256,
    canonicalizationAlgorithm: DSIG.c14n,
  });
  signer.addReference({
    xpath: '/*',
    transforms: [DSIG.enveloped],
    digestAlgorithm: DSIG.sha256,
    isEmptyUri: true,
  });
  signer.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: SIGNATURE_ID },
    location: { reference: SIGNATURE_PLACE, action: 'append' },
  });
  const signed = signer.getSignedXml();
  const digestValue = select(`//*[local-name()='DigestValue' and namespace-uri()='${NS.ds}']`, signed);
  return { xml: signed, digestValue };
};
