import { expect, test } from '@playwright/test';
import { ACCOUNTS, choose, signInAt } from './helpers.ts';

/*
 * HR's month: runs March 2026 for the demo company's administrative staff, waits for the job,
 * reviews a worker's payslip line by line, approves the payroll and downloads every payslip.
 */
test('HR runs March 2026, reviews a slip, approves and downloads the payslips', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAt(page, ACCOUNTS.hrChief, '/rrhh/payroll/payments/administrative');
  await page.getByTestId('new-run').click();
  await choose(page, 'run-company', 'Zerg Transportes');
  const year = page.getByTestId('run-year');
  await year.fill('2026');
  const month = page.getByTestId('run-month');
  await month.fill('3');
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
  // March 2026 has no pending justifications in the demo; if it had, HR would confirm the override.
  // Either answer takes a moment: wait for the run in the list or for the override dialog.
  const override = page.locator('.ant-modal-confirm .ant-btn-primary');
  const runLink = page.getByTestId('run-2026-3');
  await expect(runLink.or(override).first()).toBeVisible({ timeout: 30_000 });
  if (await override.isVisible()) await override.click();
  await expect(runLink).toBeVisible({ timeout: 30_000 });

  // The runs list is a data table whose filters live in the address: a shared link shows its rows.
  await page.goto('/rrhh/payroll/payments/administrative?f.period=2026-04');
  await expect(page.getByTestId('payroll-run-table').locator('.ant-empty')).toBeVisible();
  await expect(runLink).toHaveCount(0);
  await page.goto('/rrhh/payroll/payments/administrative?f.period=2026-03&f.kind=monthly');
  await runLink.click();
  await expect(page).toHaveURL(/\/rrhh\/payroll\/payments\/run\/\d+$/);
  // The job computes in the background; the review appears when it is done.
  await expect(page.getByTestId('run-approve')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('run-state')).toHaveText(/Registrada|Registered/);

  const firstSlip = page.locator('[data-testid^="slip-"]').first();
  await firstSlip.click();
  const drawer = page.getByTestId('slip-drawer');
  await expect(drawer).toBeVisible();
  // Every line with its PLAME code: the basic salary (0121) and the employer's health cost, ESSALUD
  // (0804) or, in a microempresa, SIS (0811).
  await expect(drawer).toContainText('0121');
  await expect(drawer).toContainText(/08(04|11)/);
  await page.keyboard.press('Escape');

  await page.getByTestId('run-approve').click();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await expect(page.getByTestId('run-state')).toHaveText(/Aprobada|Approved/);

  // Every payslip in one PDF is made by a batch: its bar follows it, then it offers the file.
  await page.getByRole('button', { name: /Todas las boletas|All payslips/ }).click();
  await expect(page.getByTestId('document-batch-state')).toHaveText(/(Listo|Done): (\d+) (de|of) \2\./, {
    timeout: 60_000,
  });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('document-batch-download').click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
});

/*
 * The run form answers on its fields: a gratificación outside July and December is refused on the
 * month, a liquidación needs its worker. Nothing is run.
 */
test('the run form shows refusals on their fields and asks a liquidación for its worker', async ({
  page,
}) => {
  await signInAt(page, ACCOUNTS.hrChief, '/rrhh/payroll/payments/administrative');
  await page.getByTestId('new-run').click();
  await choose(page, 'run-company', 'Zerg Transportes');
  await choose(page, 'run-kind', 'Gratificación');
  await page.getByTestId('run-month').fill('3');
  await page.getByTestId('run-submit').click();
  const monthItem = page.locator('.ant-form-item', { has: page.getByTestId('run-month') });
  await expect(monthItem.locator('.ant-form-item-explain-error')).toHaveText(/no se paga en este mes/);

  await choose(page, 'run-kind', 'Liquidación');
  await page.getByTestId('run-submit').click();
  const workerItem = page.locator('.ant-form-item', { has: page.getByTestId('run-employee') });
  await expect(workerItem.locator('.ant-form-item-explain-error')).toBeVisible();
  await page.getByTestId('run-employee').click();
  await page.keyboard.type('Aguilar');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(workerItem.locator('.ant-form-item-explain-error')).toHaveCount(0);
  // An active worker has no termination date: the form says so before anything runs.
  await expect(page.getByTestId('run-still-active')).toBeVisible();
  await page.keyboard.press('Escape');
});
