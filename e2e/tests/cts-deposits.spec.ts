import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, signInAt } from './helpers.ts';

/*
 * The May 2026 CTS deposit of the demo company's administrative staff, made and approved through the
 * API (the run screen has its own tests): HR downloads one worker's liquidación de depósito, makes
 * every statement of the run as a document batch, and downloads the BCP deposit file; the workers
 * without a CTS account are listed. The run is canceled at the end for the specs that follow.
 */

type Headers = Record<string, string>;
let headers: Headers;
let runId: number;

const post = async <T>(request: APIRequestContext, path: string, data: unknown): Promise<T> => {
  const res = await request.post(`/api${path}`, { headers, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const login = await apiLogin(request, ACCOUNTS.hrChief);
  const { accessToken } = login as { accessToken: string };
  headers = { authorization: `Bearer ${accessToken}` };
  const companies = await post<{ id: number; name: string }[]>(request, '/rrhh/employee/get-companies', {});
  const company = companies.find((c) => c.name.includes('Zerg Transportes')) ?? companies[0];
  const run = await post<{ id: number }>(request, '/rrhh/payroll/run/create', {
    companyId: company?.id,
    year: 2026,
    month: 5,
    kind: 'cts',
    personalType: 'administrative',
  });
  runId = run.id;
  await expect
    .poll(async () => (await post<{ job: string }>(request, '/rrhh/payroll/run/get', { id: runId })).job, {
      timeout: 150_000,
      intervals: [1000],
    })
    .toBe('done');
  await post(request, '/rrhh/payroll/run/approve', { id: runId });
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await request.post('/api/rrhh/payroll/run/cancel', { headers, data: { id: runId } });
  await request.dispose();
});

test('HR issues the CTS statements of one worker and of the run, and a bank file', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAt(page, ACCOUNTS.hrChief, `/rrhh/payroll/payments/run/${runId}`);
  const card = page.getByTestId('cts-deposit-card');
  await expect(card).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('cts-worker').click();
  // The first worker with a CTS account: the demo leaves every tenth without one.
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  const one = page.waitForEvent('download');
  await page.getByTestId('cts-statement-one').click();
  const statement = await one;
  expect(statement.suggestedFilename()).toMatch(/^cts-\d+-2026-05\.pdf$/);

  await page.getByTestId('cts-statement-all').click();
  const batch = page.getByTestId('document-batch');
  await expect(batch).toBeVisible();
  await expect(batch.getByRole('button')).toBeVisible({ timeout: 120_000 });
  const zip = page.waitForEvent('download');
  await batch.getByRole('button').click();
  expect((await zip).suggestedFilename()).toMatch(/\.zip$/);

  await card.getByRole('tab', { name: /Archivos de bancos|Bank files/ }).click();
  await expect(page.getByTestId('cts-missing')).toBeVisible();
  await page.getByTestId('cts-layout-002').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'BCP' }).click();
  const file = page.waitForEvent('download');
  await page.getByTestId('cts-bank-file-002').click();
  expect((await file).suggestedFilename()).toMatch(/^cts-bcp-002-202605-\d+\.txt$/);
});
