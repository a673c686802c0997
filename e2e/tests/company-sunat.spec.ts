import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, signInAt } from './helpers.ts';

/*
 * Settings › Companies › SUNAT: the administrator saves the company's SOL and GRE credentials on
 * beta, is told on the field when a new GRE client id comes without its secret, and sees afterwards
 * that the secrets are stored without ever seeing them again.
 */

const COMPANY = 1;
const SOL_PASSWORD = 'Moddatos-e2e-1';

test("an administrator saves the company's SUNAT credentials without seeing their secrets again", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, ACCOUNTS.admin, '/settings/companies/list');
  await expect(page.getByTestId('table-total')).toContainText('2', { timeout: 30_000 });
  await page.getByTestId(`company-edit-${COMPANY}`).click();
  const card = page.getByTestId('company-sunat');
  await expect(card).toBeVisible();
  // No certificate uploaded on a fresh database: the card says so.
  await expect(card.getByText('La empresa no tiene certificado de firma', { exact: false })).toBeVisible();

  await card.getByTestId('company-sunat-sol-user').fill('MODDATOS');
  await card.getByTestId('company-sunat-sol-password').fill(SOL_PASSWORD);
  await card.getByTestId('company-sunat-gre-client').fill('gre-client-e2e');
  await card.getByTestId('company-sunat-save').click();
  // The server names the missing secret's field.
  await expect(card.locator('.ant-form-item-explain-error')).toHaveText(['Este campo es requerido']);

  await card.getByTestId('company-sunat-gre-secret').fill('gre-secret-e2e');
  await card.getByTestId('company-sunat-save').click();
  await expect(page.getByText('Credenciales SUNAT guardadas')).toBeVisible();
  await expect(card.getByText('Guardada. Déjela vacía para conservarla.')).toHaveCount(2);
  await expect(card.getByTestId('company-sunat-sol-password')).toHaveValue('');
  await expect(card.getByTestId('company-sunat-sol-user')).toHaveValue('MODDATOS');

  // Local addresses belong to beta only: production hides them.
  await expect(card.getByTestId('company-sunat-endpoint-billService')).toBeVisible();
  await card.getByText('Producción').click();
  await expect(card.getByTestId('company-sunat-endpoint-billService')).toHaveCount(0);
});

test.afterAll(async ({ request }) => {
  // Saved credentials switch the company to issuing electronically: the next specs find it as before.
  const login = (await apiLogin(request, ACCOUNTS.admin)) as { accessToken: string };
  await request.post('/api/setting/company/sunat/remove', {
    headers: { authorization: `Bearer ${login.accessToken}` },
    data: { id: COMPANY },
  });
});
