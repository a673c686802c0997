import { expect, test } from '@playwright/test';
import { ACCOUNTS, choose, signIn } from './helpers.ts';

/*
 * HR makes a worker's liquidación for August 2026, reads the hoja's figures on the run before
 * approving (each benefit with its period, months, days and amount, the deductions and the net) and
 * downloads the hoja de liquidación. The demo worker is still active, so the liquidación closes on
 * the month's last day and says so.
 */
test('HR makes a liquidación, reviews its benefits and downloads the hoja', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.hrChief);
  await page.goto('/rrhh/payroll/payments/administrative');
  await page.getByTestId('new-run').click();
  await choose(page, 'run-company', 'Zerg Transportes');
  await choose(page, 'run-kind', 'Liquidación');
  await page.getByTestId('run-year').fill('2026');
  await page.getByTestId('run-month').fill('8');
  await page.getByTestId('run-employee').click();
  await page.keyboard.type('Aguilar');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByTestId('run-submit').click();

  const runLink = page.getByTestId('run-2026-8');
  await expect(runLink).toBeVisible({ timeout: 30_000 });
  await runLink.click();
  await expect(page).toHaveURL(/\/rrhh\/payroll\/payments\/run\/\d+$/);
  await expect(page.getByTestId('run-approve')).toBeVisible({ timeout: 120_000 });

  const breakdown = page.getByTestId('liquidacion-breakdown');
  await expect(breakdown).toBeVisible({ timeout: 30_000 });
  // The three benefits every liquidación shows, with their periods: CTS since 1 May, the
  // gratificación since 1 July, and the net before approval.
  await expect(page.getByTestId('benefit-cts')).toContainText('01/05/2026 – 31/08/2026');
  await expect(page.getByTestId('benefit-gratificacion')).toContainText('01/07/2026 – 31/08/2026');
  await expect(page.getByTestId('benefit-vacationTruncated')).toBeVisible();
  await expect(breakdown).toContainText('Remuneración computable');
  await expect(page.getByTestId('liquidacion-net')).toContainText('S/');
  if (process.env.SCREENS_DIR)
    await page.screenshot({ path: `${process.env.SCREENS_DIR}/liquidacion-review-es.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByTestId('liquidacion-pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^liquidacion-.+-2026-08\.pdf$/);
  if (process.env.SCREENS_DIR) await file.saveAs(`${process.env.SCREENS_DIR}/hoja-es.pdf`);
});
