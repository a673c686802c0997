import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECTION_IDS, type TCompanyCertificateAnswer } from '@zerg/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { companySigningCertificate } from '../src/modules/organisation/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { multipart, TINY_PNG } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const P12 = fixture('signing-certificate.p12');
const PASSWORD = 'zerg-test-1';
const COMPANY = 1;
type Errors = { code: string; message: string; errors?: Record<string, string[]> };

let adminToken: string;

const upload = async (fields: Record<string, string>, data: Buffer, token = adminToken) => {
  const body = await multipart(fields, { name: 'empresa.p12', type: 'application/x-pkcs12', data });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/setting/company/certificate/upload',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
  return {
    status: res.statusCode,
    text: res.payload,
    body: res.json() as TCompanyCertificateAnswer & Errors,
  };
};

const audit = async () =>
  (
    await ctx.database.pool.query<{ action: string; before: unknown; after: unknown }>(
      `select action, before, after from audit_log
        where entity = 'company' and entity_id = $1 and action like '%certificate' order by id`,
      [String(COMPANY)],
    )
  ).rows;

beforeAll(async () => {
  adminToken = (await login(ctx, DEMO.admin)).accessToken;
});

describe("the company's signing certificate", () => {
  it('takes a PKCS#12 with its password and answers only who it names and until when', async () => {
    const res = await upload({ company_id: String(COMPANY), password: PASSWORD }, P12);
    expect(res.status).toBe(200);
    expect(res.body.certificate).toMatchObject({
      companyId: COMPANY,
      holder: 'Transportes Zerg S.A.C.',
      subject: 'CN=Transportes Zerg S.A.C., OU=RUC 20100000001, O=Transportes Zerg S.A.C., C=PE',
      serialNumber: '1A2B3C4D',
      validFrom: '2025-01-01T00:00:00.000Z',
      validTo: '2045-12-31T23:59:59.000Z',
      expired: false,
    });
    expect(res.body.certificate?.uploadedBy).toBeTruthy();
    const get = await client(ctx, adminToken).post('/api/setting/company/certificate/get', { id: COMPANY });
    expect(get.status).toBe(200);
    expect(get.body).toEqual(res.body);
  });

  it('never returns the file or the password, and stores both sealed', async () => {
    const admin = client(ctx, adminToken);
    const answers = [
      JSON.stringify((await admin.post('/api/setting/company/certificate/get', { id: COMPANY })).body),
      JSON.stringify((await admin.post('/api/setting/company/get', { id: COMPANY })).body),
      JSON.stringify((await admin.post('/api/setting/company/list', {})).body),
    ];
    const stored = (
      await ctx.database.pool.query<{ p12_sealed: string; password_sealed: string }>(
        'select p12_sealed, password_sealed from company_signing_certificates where company_id = $1',
        [COMPANY],
      )
    ).rows[0];
    expect(stored).toBeDefined();
    for (const text of answers) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(P12.toString('base64').slice(0, 40));
      expect(text).not.toContain(stored?.p12_sealed.slice(0, 40));
      expect(text).not.toMatch(/sealed|password/i);
    }
    expect(stored?.password_sealed).not.toContain(PASSWORD);
    expect(Buffer.from(stored?.password_sealed ?? '', 'base64').includes(PASSWORD)).toBe(false);
    expect(Buffer.from(stored?.p12_sealed ?? '', 'base64').includes(P12.subarray(0, 64))).toBe(false);
    // The boletas' signing gets it back opened.
    const opened = await companySigningCertificate(ctx.database.db, COMPANY);
    expect(opened?.certificate.password).toBe(PASSWORD);
    expect(opened?.certificate.p12.equals(P12)).toBe(true);
    expect(opened?.notAfter).toEqual(new Date('2045-12-31T23:59:59Z'));
    expect(await companySigningCertificate(ctx.database.db, 2)).toBeNull();
  });

  it('refuses a wrong password on `password` and a file that is not a PKCS#12 on `file`', async () => {
    const wrong = await upload({ company_id: String(COMPANY), password: 'not-it' }, P12);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('CERTIFICATE_PASSWORD_WRONG');
    expect(wrong.body.errors?.password).toEqual(['The password does not open the certificate']);
    for (const data of [TINY_PNG, fixture('signing-certificate-no-key.p12')]) {
      const bad = await upload({ company_id: String(COMPANY), password: PASSWORD }, data);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('CERTIFICATE_INVALID');
      expect(bad.body.errors?.file).toBeDefined();
    }
    const none = await upload({ company_id: String(COMPANY) }, P12);
    expect(none.status).toBe(400);
    expect(none.body.errors?.password).toEqual(['This field is required']);
    const big = await upload(
      { company_id: String(COMPANY), password: PASSWORD },
      Buffer.alloc(1024 * 1024 + 1, 1),
    );
    expect(big.status).toBe(413);
    const unknown = await upload({ company_id: '999999', password: PASSWORD }, P12);
    expect(unknown.status).toBe(404);
  });

  it('refuses an expired certificate with 409 naming the date', async () => {
    const res = await upload(
      { company_id: String(COMPANY), password: PASSWORD },
      fixture('signing-certificate-expired.p12'),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CERTIFICATE_EXPIRED');
    expect(res.body.message).toContain('01/01/2021');
    expect(res.body.errors?.file).toEqual(['The signing certificate expired on 01/01/2021']);
  });

  it('replaces and removes, each with an audit entry that holds no secret', async () => {
    expect((await upload({ company_id: String(COMPANY), password: PASSWORD }, P12)).status).toBe(200);
    const admin = client(ctx, adminToken);
    const removed = await admin.post('/api/setting/company/certificate/remove', { id: COMPANY });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ certificate: null });
    expect((await admin.post('/api/setting/company/certificate/remove', { id: COMPANY })).status).toBe(404);
    const rows = await audit();
    expect(rows.map((r) => r.action)).toEqual([
      'upload_certificate',
      'replace_certificate',
      'remove_certificate',
    ]);
    expect(rows[0]?.after).toMatchObject({ serialNumber: '1A2B3C4D', notAfter: '2045-12-31T23:59:59.000Z' });
    const text = JSON.stringify(rows);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/sealed|p12/i);
    expect(await companySigningCertificate(ctx.database.db, COMPANY)).toBeNull();
  });

  it('answers 403 without the Companies section', async () => {
    const other = await createTestUser(ctx, { sections: [SECTION_IDS.ROLES_AREAS] });
    const token = await sessionToken(ctx, other);
    expect(
      (await client(ctx, token).post('/api/setting/company/certificate/get', { id: COMPANY })).status,
    ).toBe(403);
    expect(
      (await client(ctx, token).post('/api/setting/company/certificate/remove', { id: COMPANY })).status,
    ).toBe(403);
    const res = await upload({ company_id: String(COMPANY), password: PASSWORD }, P12, token);
    expect(res.status).toBe(403);
  });
});
