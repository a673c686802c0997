import { resolve } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, signInAt } from './helpers.ts';

/*
 * Settings › Companies: the administrator uploads the company's signing certificate (the test
 * PKCS#12 of the API tests), is told on the field when the password is wrong or the certificate
 * expired, and sees the holder and the validity. The certificate is removed at the end.
 */

const FIXTURES = resolve(import.meta.dirname, '../../apps/server/test/fixtures');
const PASSWORD = 'zerg-test-1';
const COMPANY = 1;

const removeCertificate = async (request: APIRequestContext) => {
  const login = await apiLogin(request, ACCOUNTS.admin);
  const auth = { authorization: `Bearer ${(login as { accessToken: string }).accessToken}` };
  const current = await request.post('/api/setting/company/certificate/get', {
    headers: auth,
    data: { id: COMPANY },
  });
  if (((await current.json()) as { certificate: unknown }).certificate) {
    await request.post('/api/setting/company/certificate/remove', { headers: auth, data: { id: COMPANY } });
  }
};

test.afterAll(async ({ request }) => removeCertificate(request));

const send = async (page: Page, file: string, password: string) => {
  const card = page.getByTestId('company-certificate');
  await card.locator('input[type=file]').setInputFiles(resolve(FIXTURES, file));
  await page.getByTestId('company-certificate-password').fill(password);
  await page.getByTestId('company-certificate-upload').click();
};

test("an administrator uploads the company's signing certificate and sees its holder and validity", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, ACCOUNTS.admin, '/settings/companies/list');
  await expect(page.getByTestId('table-total')).toContainText('2', { timeout: 30_000 });
  await page.getByTestId(`company-edit-${COMPANY}`).click();
  const card = page.getByTestId('company-certificate');
  await expect(card.getByTestId('company-certificate-none')).toBeVisible();

  // Both fields are required before anything is sent.
  await page.getByTestId('company-certificate-upload').click();
  await expect(card.locator('.ant-form-item-explain-error')).toHaveCount(2);

  // The server's refusals land on the field they concern.
  await send(page, 'signing-certificate.p12', 'no-es-la-clave');
  await expect(card.getByText('La contraseña no abre el certificado')).toBeVisible();
  await send(page, 'signing-certificate-expired.p12', PASSWORD);
  await expect(card.getByText('El certificado de firma venció el 01/01/2021')).toBeVisible();

  await send(page, 'signing-certificate.p12', PASSWORD);
  await expect(card.getByTestId('company-certificate-holder')).toHaveText('Transportes Zerg S.A.C.');
  await expect(card.getByTestId('company-certificate-validity')).toContainText('2045');
  await expect(card.getByTestId('company-certificate-state')).toHaveText('Vigente');
  await expect(card).not.toContainText(PASSWORD);

  // The list shows until when the company can sign.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`company-certificate-${COMPANY}`)).toContainText('2045');
});
