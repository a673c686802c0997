import { DSIG, SIGNATURE_PLACE } from '../signature/sign-xml.ts';
import type { UblCheckFailure } from '../ubl/prepared-document.ts';
import { NS, type UblRootName } from '../ubl/ubl-common.ts';
import { checkDespatchRules } from './check-despatch.ts';
import { checkSalesRules } from './check-sales.ts';
import { checkStructure } from './check-structure.ts';
import { checkVoidedRules } from './check-voided.ts';
import { newReport, type Parsed, parseXml, pathOf, type Report } from './xml-query.ts';

/** Which document the XML must be: its UBL root element. */
export type UblKind = UblRootName;

const RULES: Record<UblKind, (doc: Parsed, report: Report) => void> = {
  Invoice: checkSalesRules,
  CreditNote: checkSalesRules,
  DebitNote: checkSalesRules,
  DespatchAdvice: checkDespatchRules,
  VoidedDocuments: checkVoidedRules,
};

const parseOrFail = (xml: string, report: Report): Parsed | undefined => {
  const doc = parseXml(xml);
  if (!doc) report.fail('XML-WELL-FORMED', '/', 'the document is not well-formed XML');
  return doc;
};

/**
 * Checks a generated document before it is signed: the UBL 2.1 structure the builders emit
 * (namespaces, each parent's xsd:sequence, required elements) and the rules the product can
 * check itself (catalogues, RUC check digit, series, totals, dates, the GRE's driver, plate and
 * weight). Empty when the document is fit to sign; each failure names its rule and path.
 */
export const checkUbl = (xml: string, kind: UblKind): UblCheckFailure[] => {
  const report = newReport();
  const doc = parseOrFail(xml, report);
  if (!doc) return report.failures;
  checkStructure(doc, kind, report);
  if (report.failures.some((f) => f.rule === 'UBL-NAMESPACE' && f.path === `/${doc.root.nodeName}`))
    return report.failures;
  RULES[kind](doc, report);
  return report.failures;
};

/**
 * SIGNATURE-PLACE: after signing, the document holds one ds:Signature, inside the first
 * ext:UBLExtension's ext:ExtensionContent, with the Id cac:Signature points at, an enveloped
 * reference to the whole document (URI ""), the algorithms chosen and the signer's certificate.
 */
export const checkSignaturePlacement = (xml: string): UblCheckFailure[] => {
  const report = newReport();
  const doc = parseOrFail(xml, report);
  if (!doc) return report.failures;
  const fail = (path: string, message: string) => report.fail('SIGNATURE-PLACE', path, message);
  const signatures = doc.all(`//*[local-name()='Signature' and namespace-uri()='${NS.ds}']`);
  const placed = doc.all(`${SIGNATURE_PLACE}/ds:Signature`);
  const [signature] = placed;
  if (signatures.length !== 1 || !signature) {
    fail(
      `/${doc.root.nodeName}/ext:UBLExtensions`,
      `expected one ds:Signature in ExtensionContent, found ${signatures.length}`,
    );
    return report.failures;
  }
  const at = pathOf(signature);
  const uri = doc.value('cac:Signature/cac:DigitalSignatureAttachment/cac:ExternalReference/cbc:URI');
  if (`#${signature.getAttribute('Id') ?? ''}` !== uri)
    fail(at, `Id does not match cac:Signature's ${uri ?? ''}`);
  const expect = (expression: string, wanted: string) => {
    if (doc.value(expression, signature) !== wanted) fail(`${at}/${expression}`, `expected ${wanted}`);
  };
  expect('ds:SignedInfo/ds:CanonicalizationMethod/@Algorithm', DSIG.c14n);
  expect('ds:SignedInfo/ds:SignatureMethod/@Algorithm', DSIG.rsaSha256);
  expect('ds:SignedInfo/ds:Reference/@URI', '');
  expect('ds:SignedInfo/ds:Reference/ds:Transforms/ds:Transform[1]/@Algorithm', DSIG.enveloped);
  expect('ds:SignedInfo/ds:Reference/ds:DigestMethod/@Algorithm', DSIG.sha256);
  if (!doc.value('ds:KeyInfo/ds:X509Data/ds:X509Certificate', signature))
    fail(`${at}/ds:KeyInfo`, "the signer's X509Certificate is missing");
  return report.failures;
};
