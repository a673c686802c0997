import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { ACCOUNTS, apiLogin, signInAt } from './helpers.ts';

/**
 * A run's payslips as a document batch: HR asks for the zip of the demo's paid July gratificación
 * (operations staff), the bar follows the batch over the socket until it offers the file, and after
 * a reload the navbar's "My documents" still holds it. Nothing here changes the run.
 */
let runId = 0;

test.beforeAll(async ({ request }) => {
  const login = (await apiLogin(request, ACCOUNTS.hrChief)) as { accessToken: string };
  const runs = await request.post('/api/rrhh/payroll/run/list', {
    headers: { authorization: `Bearer ${login.accessToken}` },
    data: { filters: { kind: 'gratificacion', personalType: 'operations', state: 'paid' } },
  });
  expect(runs.ok()).toBe(true);
  runId = ((await runs.json()) as { data: { id: number }[] }).data[0]?.id ?? 0;
  expect(runId).toBeGreaterThan(0);
});

test('HR gets the zip of a run’s payslips from a batch, and finds it again after a reload', async ({
  page,
}) => {
  await signInAt(page, ACCOUNTS.hrChief, `/rrhh/payroll/payments/run/${runId}`);
  await page.getByTestId('run-zip').click();
  const batch = page.getByTestId('document-batch');
  await expect(batch).toBeVisible();
  // Done: N of N — the count comes from the pushed events and the final read.
  await expect(page.getByTestId('document-batch-state')).toHaveText(/(Listo|Done): (\d+) (de|of) \2\./, {
    timeout: 60_000,
  });
  const offered = page.getByTestId('document-batch-download');
  await expect(offered).toContainText(`boletas-`);
  const [download] = await Promise.all([page.waitForEvent('download'), offered.click()]);
  expect(download.suggestedFilename()).toMatch(/^boletas-\d{4}-07-\d+\.zip$/);
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const names = Object.keys(zip.files);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/^\w+-\d{4}-07(-\d+)?\.pdf$/);

  // Leaving and coming back: the batch is read from the server, with its file.
  await page.reload();
  await page.getByTestId('my-documents').click();
  const mine = page.locator('[data-testid^="my-document-"]').first();
  await expect(mine).toContainText(/Boletas de la planilla \(ZIP\)|Payroll payslips \(ZIP\)/);
  await expect(mine.getByTestId('my-document-state')).toHaveText(/(Listo|Done): (\d+) (de|of) \2\./);
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    mine.getByRole('button', { name: download.suggestedFilename() }).click(),
  ]);
  expect(again.suggestedFilename()).toBe(download.suggestedFilename());
});
