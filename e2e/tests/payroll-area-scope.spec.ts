import { expect, test } from '@playwright/test';
import { ACCOUNTS, choose, keepScreenshot, signInAt, signOut } from './helpers.ts';

/*
 * Row scope on the payroll screens: the payroll role (whole company) runs February 2026 of the
 * workshop's company and is offered approval and the company files; the workshop's chief (an area
 * chief holding payroll) opens the same run and reads his area's slips, with none of those buttons.
 */
test('the payroll role runs the payroll; the workshop chief reads his area’s slips only', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAt(page, ACCOUNTS.payroll, '/rrhh/payroll/payments/operations');
  await page.getByTestId('new-run').click();
  await choose(page, 'run-company', 'Zerg Servicios');
  await page.getByTestId('run-year').fill('2026');
  await page.getByTestId('run-month').fill('2');
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
  const override = page.locator('.ant-modal-confirm .ant-btn-primary');
  const runLink = page.getByTestId('run-2026-2');
  await expect(runLink.or(override).first()).toBeVisible({ timeout: 30_000 });
  if (await override.isVisible()) await override.click();
  await runLink.click();
  await expect(page).toHaveURL(/\/rrhh\/payroll\/payments\/run\/\d+$/);
  const runUrl = page.url();
  await expect(page.getByTestId('run-approve')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('run-bank-file')).toBeVisible();
  await expect(page.getByTestId('run-plame')).toBeVisible();
  await expect(page.getByTestId('area-limited-notice')).toHaveCount(0);
  await keepScreenshot(page, 'payroll-run-payroll-role', { fullPage: true });
  await signOut(page);

  await signInAt(page, ACCOUNTS.workshopChief, runUrl);
  await expect(page.getByTestId('area-limited-notice')).toBeVisible();
  await expect(page.locator('[data-testid^="slip-"]').first()).toBeVisible();
  for (const button of ['run-approve', 'run-pay', 'run-bank-file', 'run-plame'])
    await expect(page.getByTestId(button)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Todas las boletas|All payslips/ })).toBeVisible();
  await keepScreenshot(page, 'payroll-run-area-chief', { fullPage: true });

  await page.goto('/rrhh/payroll/payments/operations');
  await expect(page.getByTestId('run-2026-2')).toBeVisible();
  await expect(page.getByTestId('new-run')).toHaveCount(0);
  await keepScreenshot(page, 'payroll-runs-area-chief', { fullPage: true });
});
