import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type XmlsecVerifier, xmlsecVerifier } from '../../../test/support/xmlsec.ts';
import { CertificateError, signingKeyPair } from '../../platform/pdf/pdf-sign.ts';
import { checkSignaturePlacement, checkUbl } from './check/check-ubl.ts';
import { prepareDespatch, prepareSalesDocument, prepareVoided } from './prepare-document.ts';
import { signUbl } from './signature/sign-xml.ts';
import { type PreparedDocument, UblInvalid } from './ubl/prepared-document.ts';
import { salesDocumentXml } from './ubl/sales-document-xml.ts';
import {
  SAMPLE_BOLETA,
  SAMPLE_CREDIT_NOTE,
  SAMPLE_DEBIT_NOTE,
  SAMPLE_DESPATCH,
  SAMPLE_FACTURA,
  SAMPLE_VOIDED,
} from './ubl-samples-data.ts';

/** The test certificate: self-signed RSA-2048, valid 2025-01-01 to 2045-12-31. */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../../test/fixtures', name));
const CERT = { p12: fixture('signing-certificate.p12'), password: 'zerg-test-1' };
const EXPIRED = { p12: fixture('signing-certificate-expired.p12'), password: 'zerg-test-1' };

let verifier: XmlsecVerifier;
beforeAll(() => {
  verifier = xmlsecVerifier(signingKeyPair(CERT).certificatePem);
});
afterAll(() => verifier.close());
const xmlsec = (xml: string) => verifier.verify(xml);

/** One byte of the signed content changed: the issue date's first digit. */
const tampered = (xml: string) => xml.replace('<cbc:IssueDate>2', '<cbc:IssueDate>3');

const cases: [string, () => Promise<PreparedDocument>, string, string][] = [
  [
    'a factura with detracción',
    () => prepareSalesDocument(SAMPLE_FACTURA, CERT),
    'Invoice',
    '20601234565-01-F001-123',
  ],
  ['a boleta', () => prepareSalesDocument(SAMPLE_BOLETA, CERT), 'Invoice', '20601234565-03-B001-45'],
  [
    'a credit note',
    () => prepareSalesDocument(SAMPLE_CREDIT_NOTE, CERT),
    'CreditNote',
    '20601234565-07-FC01-7',
  ],
  ['a debit note', () => prepareSalesDocument(SAMPLE_DEBIT_NOTE, CERT), 'DebitNote', '20601234565-08-FD01-3'],
  [
    'a comunicación de baja',
    () => prepareVoided(SAMPLE_VOIDED, CERT),
    'VoidedDocuments',
    '20601234565-RA-20261129-1',
  ],
  [
    'a GRE transportista',
    () => prepareDespatch(SAMPLE_DESPATCH, CERT),
    'DespatchAdvice',
    '20601234565-31-V001-88',
  ],
];

describe.each(cases)('%s', (_name, prepare, kind, fileName) => {
  let doc: PreparedDocument;
  beforeAll(async () => {
    doc = await prepare();
  });

  it("is named as SUNAT asks and zipped as {fileName}.xml, the signed XML's bytes", async () => {
    expect(doc.fileName).toBe(fileName);
    const zip = await JSZip.loadAsync(doc.zip);
    expect(Object.keys(zip.files)).toEqual([`${fileName}.xml`]);
    expect(await zip.file(`${fileName}.xml`)?.async('string')).toBe(doc.xml);
  });

  it('passes its checks and carries the signature where SUNAT wants it', () => {
    expect(doc.xml.startsWith(`<?xml version="1.0" encoding="UTF-8"?><${kind} `)).toBe(true);
    expect(checkUbl(doc.xml, kind as 'Invoice')).toEqual([]);
    expect(checkSignaturePlacement(doc.xml)).toEqual([]);
    expect(doc.digestValue).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(doc.xml).toContain(`<ds:DigestValue>${doc.digestValue}</ds:DigestValue>`);
  });

  it('verifies with xmlsec1, and fails once one byte is changed', () => {
    const good = xmlsec(doc.xml);
    expect(good.text).toContain('OK');
    expect(good.ok).toBe(true);
    const bad = xmlsec(tampered(doc.xml));
    expect(bad.ok).toBe(false);
    expect(bad.text).toMatch(/FAIL|digest do not match/);
  });

  it('gives the same bytes when prepared again (no clock, no random)', async () => {
    const again = await prepare();
    expect(again.xml).toBe(doc.xml);
    expect(again.zip.equals(doc.zip)).toBe(true);
  });
});

describe('preparation refuses before signing', () => {
  it('a document that fails its checks: UblInvalid with the failures', async () => {
    const wrong = { ...SAMPLE_BOLETA, totalAmount: '119.00' };
    const error = await prepareSalesDocument(wrong, CERT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UblInvalid);
    expect((error as UblInvalid).failures).toContainEqual({
      rule: 'TOTALS',
      path: '/Invoice/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount',
      message: 'total 119.00 is not value 100.00 + IGV 18.00',
    });
  });

  it('a certificate not valid on the issue day', async () => {
    const error = await prepareSalesDocument(SAMPLE_BOLETA, EXPIRED).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UblInvalid);
    expect((error as UblInvalid).failures.map((f) => f.rule)).toEqual(['CERTIFICATE-VALIDITY']);
  });
});

describe('signing with an unreadable certificate', () => {
  it('throws the certificate error, as the PDF signatures do', () => {
    const wrong = { ...CERT, password: 'not-the-password' };
    expect(() => signUbl(salesDocumentXml(SAMPLE_BOLETA), wrong)).toThrow(CertificateError);
  });
});

describe('the signature check', () => {
  it('finds a signature placed outside ext:ExtensionContent', () => {
    const { xml } = signUbl(salesDocumentXml(SAMPLE_BOLETA), CERT);
    const moved = xml
      .replace(/<ds:Signature [\s\S]*<\/ds:Signature>/, '')
      .replace('</Invoice>', `${/<ds:Signature [\s\S]*<\/ds:Signature>/.exec(xml)?.[0] ?? ''}</Invoice>`);
    expect(checkSignaturePlacement(moved).map((f) => f.rule)).toEqual(['SIGNATURE-PLACE']);
  });
});
