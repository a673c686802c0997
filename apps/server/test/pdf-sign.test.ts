import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SECTION_IDS } from '@zerg/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFSIG } from '../../../scripts/ensure-pdfsig.ts';
import { CertificateError, readCertificate, signPdf } from '../src/platform/pdf/pdf-sign.ts';
import { client } from './setup/http.ts';
import { insertRun, insertSlip } from './setup/payslip-fixtures.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

/** The test certificate: self-signed RSA-2048, valid 2025-01-01 to 2045-12-31, made with OpenSSL. */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const TEST_P12 = fixture('signing-certificate.p12');
const PASSWORD = 'zerg-test-1';

const ctx = useTestApp();
const dir = mkdtempSync(join(tmpdir(), 'zerg-pdfsig-'));
let boleta: Buffer;
let written = 0;

/** pdfsig, poppler's own verifier (NSS), exits non-zero on a bad signature: keep its text anyway. */
const pdfsig = (pdf: Buffer) => {
  const file = join(dir, `doc-${++written}.pdf`);
  writeFileSync(file, pdf);
  const out = spawnSync(PDFSIG, [file], { encoding: 'utf8' });
  return `${out.stdout}${out.stderr}`;
};

beforeAll(async () => {
  execFileSync(PDFSIG, ['-v'], { stdio: 'ignore' });
  const hr = client(
    ctx,
    await sessionToken(ctx, await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] })),
  );
  const period = { year: 2032, month: 5 };
  const run = await insertRun(ctx, { ...period, state: 'approved' });
  const slip = await insertSlip(ctx, run.runId, period, { employeeId: 5 });
  const res = await hr.post('/api/rrhh/payroll/payslip/pdf', { slipId: slip.slipId });
  expect(res.status).toBe(200);
  boleta = res.raw;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const reason = { reason: 'Boleta de pago', location: 'Lima, Perú', name: 'Transportes Zerg S.A.C.' };

describe('reading a PKCS#12', () => {
  it('names the holder, the issuer, the serial and the validity', () => {
    expect(readCertificate(TEST_P12, PASSWORD)).toEqual({
      subject: 'CN=Transportes Zerg S.A.C., OU=RUC 20100000001, O=Transportes Zerg S.A.C., C=PE',
      issuer: 'CN=Transportes Zerg S.A.C., OU=RUC 20100000001, O=Transportes Zerg S.A.C., C=PE',
      serialNumber: '1A2B3C4D',
      notBefore: new Date('2025-01-01T00:00:00Z'),
      notAfter: new Date('2045-12-31T23:59:59Z'),
    });
  });

  it.each([
    ['a wrong password', TEST_P12, 'wrong', 'CERTIFICATE_PASSWORD_WRONG'],
    ['a PDF', Buffer.from('%PDF-1.4\n%%EOF\n'), PASSWORD, 'CERTIFICATE_INVALID'],
    [
      'a file with no private key',
      fixture('signing-certificate-no-key.p12'),
      PASSWORD,
      'CERTIFICATE_INVALID',
    ],
  ])('refuses %s with a typed error', (_, file, password, code) => {
    let error: unknown;
    try {
      readCertificate(file, password);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CertificateError);
    expect((error as CertificateError).code).toBe(code);
  });
});

describe('a boleta signed with the company certificate', () => {
  it('verifies with pdfsig as a PAdES (ETSI.CAdES.detached) signature over the whole document', async () => {
    const signed = await signPdf(boleta, { p12: TEST_P12, password: PASSWORD }, reason);
    const report = pdfsig(signed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signer Certificate Common Name: Transportes Zerg S.A.C.');
    expect(report).toContain('Total document signed');
    // Self-signed: the signature is sound, the certificate's issuer is not a trusted one.
    expect(report).toContain('issuer is unknown');
  });

  it('carries the ESS signing-certificate-v2 attribute and no signing-time attribute', async () => {
    const signed = await signPdf(boleta, { p12: TEST_P12, password: PASSWORD }, reason);
    const hex = /\/Contents\s*<([0-9a-fA-F]+)>/.exec(signed.toString('latin1'))?.[1] ?? '';
    const cms = hex.toLowerCase();
    // id-aa-signingCertificateV2 1.2.840.113549.1.9.16.2.47 and id-signingTime 1.2.840.113549.1.9.5
    expect(cms).toContain('060b2a864886f70d010910022f');
    expect(cms).not.toContain('06092a864886f70d010905');
  });

  it('fails to verify once one byte inside the signed range changes', async () => {
    const signed = await signPdf(boleta, { p12: TEST_P12, password: PASSWORD }, reason);
    const range = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)/.exec(signed.toString('latin1'));
    const firstEnd = Number(range?.[2]);
    const tampered = Buffer.from(signed);
    // A byte of the first signed range, well inside the page content.
    const at = Math.floor(firstEnd / 2);
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    const report = pdfsig(tampered);
    expect(report).not.toContain('Signature is Valid.');
    expect(report).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });
});
