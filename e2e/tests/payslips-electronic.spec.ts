import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, signInAt } from './helpers.ts';

/**
 * Electronic boletas (issue #30): HR sends the signed boletas of the demo's paid July gratificación
 * of the operations staff, follows the batch and the deliveries, and the driver (employee 5, in that
 * run) finds the signed boleta in their profile. The company's certificate is the API tests' fixture,
 * uploaded through Settings' route and removed afterwards. The mails and delivery records stay: a
 * sent boleta cannot be unsent, and no other spec counts them.
 */
const CERTIFICATE = resolve(import.meta.dirname, '../../apps/server/test/fixtures/signing-certificate.p12');
const PASSWORD = 'zerg-test-1';

let runId = 0;
let companyId = 0;

const tokenOf = async (request: APIRequestContext, who: { email: string; password: string }) => {
  const login = await apiLogin(request, who);
  const body = login as { accessToken: string };
  return { authorization: `Bearer ${body.accessToken}` };
};

test.beforeAll(async ({ request }) => {
  const hr = await tokenOf(request, ACCOUNTS.hrChief);
  const runs = await request.post('/api/rrhh/payroll/run/list', {
    headers: hr,
    data: { filters: { kind: 'gratificacion', personalType: 'operations', state: 'paid' } },
  });
  expect(runs.ok()).toBe(true);
  const run = ((await runs.json()) as { data: { id: number; companyId: number }[] }).data[0];
  expect(run).toBeTruthy();
  runId = run?.id ?? 0;
  companyId = run?.companyId ?? 0;
  const admin = await tokenOf(request, ACCOUNTS.admin);
  const upload = await request.post('/api/setting/company/certificate/upload', {
    headers: admin,
    multipart: {
      company_id: String(companyId),
      password: PASSWORD,
      file: {
        name: 'empresa.p12',
        mimeType: 'application/x-pkcs12',
        buffer: await readFile(CERTIFICATE),
      },
    },
  });
  expect(upload.ok()).toBe(true);
});

test.afterAll(async ({ baseURL }) => {
  const request = await playwrightRequest.newContext({ baseURL });
  const admin = await tokenOf(request, ACCOUNTS.admin);
  await request.post('/api/setting/company/certificate/remove', { headers: admin, data: { id: companyId } });
  await request.dispose();
});

test('HR sends the signed boletas of a paid run and follows each delivery', async ({ page }) => {
  await signInAt(page, ACCOUNTS.hrChief, `/rrhh/payroll/payments/run/${runId}`);
  const card = page.getByTestId('e-boletas');
  await expect(card).toBeVisible();
  // The run is paid, so the due date is a date (three business days after July 15), not the rule.
  await expect(page.getByTestId('boletas-due')).toHaveText(/\d/);
  await expect(page.getByTestId('boletas-due')).not.toHaveText(/después del pago|after payment/);
  await page.getByTestId('send-boletas').click();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await expect(page.getByTestId('document-batch-state')).toHaveText(/^(Listo|Done)/, { timeout: 45_000 });
  const table = page.getByTestId('payslip-deliveries');
  await expect(table.getByTestId('delivery-state-5')).toBeVisible();
  await expect(table.getByTestId('delivery-state-5')).toHaveText(/En cola|Queued/);
  await table.getByPlaceholder(/Buscar|Search/).fill('zzzz-nobody');
  await expect(table.getByTestId('delivery-state-5')).toHaveCount(0);
});

test('the driver downloads the signed boleta from the profile', async ({ page }) => {
  await signInAt(page, ACCOUNTS.driver, '/profile');
  const card = page.getByTestId('own-signed-payslips');
  await expect(card).toBeVisible();
  const button = card.locator('[data-testid$="-gratificacion"]').first();
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^boleta-\w+-\d{4}-07-firmada\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain('/ByteRange');
});
