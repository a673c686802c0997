import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInAt } from './helpers.ts';

/**
 * Payslips outside the payroll screens. The demo holds last July's gratificación, approved and paid,
 * so every worker, the driver (employee 5) among them, has one released payslip; last month's
 * monthly run is a draft, which only HR sees. Nothing here approves a run.
 */
test('the driver downloads their own payslip from the profile', async ({ page }) => {
  await signInAt(page, ACCOUNTS.driver, '/profile');
  const card = page.getByTestId('own-payslips');
  await expect(card).toBeVisible();
  const button = card.locator('[data-testid^="payslip-download-"]').first();
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^\w+-\d{4}-\d{2}\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test("HR downloads a worker's payslip from the employee record", async ({ page }) => {
  await signInAt(page, ACCOUNTS.hrChief, '/rrhh/employees/information/5');
  await page.getByTestId('tab-payslips').click();
  await expect(page).toHaveURL(/[?&]tab=payslips/);
  const list = page.getByTestId('employee-payslips');
  // HR sees the draft month as well as the paid gratificación, each with its state.
  await expect(list).toContainText(/Registrada|Registered/);
  await expect(list).toContainText(/Pagada|Paid/);
  const button = list.locator('[data-testid$="-gratificacion"]').first();
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^\w+-\d{4}-07\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
