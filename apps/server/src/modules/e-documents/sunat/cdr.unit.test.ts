import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeSunat } from '../../../../test/support/fake-sunat.ts';
import {
  documentZip,
  FAKE_SUNAT_CREDENTIALS,
  startTestSunat,
  TEST_CERTIFICATE,
} from '../../../../test/support/fake-sunat-account.ts';
import { openCertificate } from '../../../../test/support/fake-sunat-cdr.ts';
import { CdrUnreadable, cdrXml, outcomeOf, readCdr } from './cdr.ts';
import { createSunatTransport } from './sunat-transport.ts';

const XMLSEC1 = process.env.XMLSEC1_PATH ?? '/usr/bin/xmlsec1';
let sunat: FakeSunat;
let dir: string;

beforeAll(async () => {
  sunat = await startTestSunat();
  dir = mkdtempSync(join(tmpdir(), 'fake-sunat-cdr-'));
});
afterAll(async () => {
  await sunat.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the local SUNAT’s CDR', () => {
  it('is signed with the test certificate: xmlsec1 verifies it, and refuses it once altered', async () => {
    const fileName = '20100000001-01-F001-50';
    const answer = await createSunatTransport({ timeoutMs: 5_000 }).sendBill(
      sunat.endpoints,
      FAKE_SUNAT_CREDENTIALS,
      fileName,
      await documentZip(fileName, 'Invoice', 'F001-50'),
    );
    if (answer.kind !== 'cdr') throw new Error(`expected a CDR, got ${JSON.stringify(answer)}`);
    const names = Object.keys((await JSZip.loadAsync(answer.cdr.zip)).files);
    expect(names).toContain(`R-${fileName}.xml`);

    const cert = join(dir, 'cert.pem');
    writeFileSync(cert, openCertificate(TEST_CERTIFICATE.p12, TEST_CERTIFICATE.password).certPem);
    const signed = join(dir, 'cdr.xml');
    const xml = await cdrXml(answer.cdr.zip);
    writeFileSync(signed, xml);
    const verify = (file: string) =>
      execFileSync(XMLSEC1, ['--verify', '--trusted-pem', cert, file], { encoding: 'utf8', stdio: 'pipe' });
    expect(() => verify(signed)).not.toThrow();

    const altered = join(dir, 'cdr-altered.xml');
    writeFileSync(altered, xml.replace('ha sido aceptada', 'ha sido rechazada'));
    expect(() => verify(altered)).toThrow();
  });
});

describe('reading a CDR', () => {
  const zipOf = async (entries: Record<string, string>) => {
    const zip = new JSZip();
    for (const [name, content] of Object.entries(entries)) zip.file(name, content);
    return zip.generateAsync({ type: 'nodebuffer' });
  };

  it('refuses a zip without an ApplicationResponse and bytes that are not a zip', async () => {
    await expect(readCdr(Buffer.from('not a zip'))).rejects.toThrow(CdrUnreadable);
    await expect(readCdr(await zipOf({ 'R-x.txt': 'hello' }))).rejects.toThrow(CdrUnreadable);
    await expect(readCdr(await zipOf({ 'R-x.xml': '<a>' }))).rejects.toThrow(CdrUnreadable);
    await expect(readCdr(await zipOf({ 'R-x.xml': '<a/>' }))).rejects.toThrow(CdrUnreadable);
  });

  it('reads the outcome from the code and the notes', () => {
    const cdr = (code: string, notes: string[] = []) => ({
      zip: Buffer.alloc(0),
      code,
      description: '',
      notes,
    });
    expect(outcomeOf(cdr('0'))).toBe('accepted');
    expect(outcomeOf(cdr('0', ['4252 - x']))).toBe('observed');
    expect(outcomeOf(cdr('4000'))).toBe('observed');
    expect(outcomeOf(cdr('2000'))).toBe('rejected');
    expect(outcomeOf(cdr('3999'))).toBe('rejected');
    expect(outcomeOf(cdr('0109'))).toBe('exception');
    expect(outcomeOf(cdr(''))).toBe('exception');
  });
});
